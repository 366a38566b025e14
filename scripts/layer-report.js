// How far the code keeps its layers: imports from one feature into another, and pairs of features
// that import each other, as counted by the lint's own layer rule (npm run layers).
import { ESLint } from 'eslint'

const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'layers/imports' })
const results = await eslint.lintFiles(['src'])
const crossings = results.flatMap((result) => result.messages.filter((message) => message.messageId === 'featureImportsFeature'))
const pairs = new Set(
  crossings.map((message) =>
    message.message
      .match(/(features\/\S+) imports (features\/\S+)/)
      .slice(1, 3)
      .join(' -> '),
  ),
)
const mutual = [...pairs].filter((pair) => pair.split(' -> ')[0] < pair.split(' -> ')[1] && pairs.has(pair.split(' -> ').reverse().join(' -> ')))
const other = results.reduce((sum, result) => sum + result.messages.filter((message) => message.messageId === 'layer').length, 0)

console.log(`imports across features: ${crossings.length}`)
console.log(
  `pairs of features importing each other: ${mutual.length}${mutual.length ? ` (${mutual.map((pair) => pair.replaceAll('features/', '').replace(' -> ', '<->')).join(', ')})` : ''}`,
)
console.log(`other imports against the layers: ${other}`)
