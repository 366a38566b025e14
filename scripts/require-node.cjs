// Runs before npm start, test, dev, bench and flows (npm install is stopped by engine-strict in .npmrc); written for any Node, so an old one gets this line and not a stack trace.
var MINIMUM = [22, 18, 0]
var found = process.versions.node.split('.').map(Number)
var older = false
for (var i = 0; i < MINIMUM.length; i++) {
  if (found[i] !== MINIMUM[i]) {
    older = found[i] < MINIMUM[i]
    break
  }
}
if (older) {
  console.error(
    'Snackfolk needs Node.js ' +
      MINIMUM.join('.') +
      ' or newer (this is ' +
      process.version +
      '): install Node 24 LTS from https://nodejs.org/ or with "npm install -g node@24", then run the command again.',
  )
  process.exit(1)
}
