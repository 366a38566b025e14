/** Generated product and banner pictures: an SVG with the brand colour and the product name. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

export function productSvg(art: { title: string; brand: string; color: string }): string {
  const lines = wrap(art.title.replace(art.brand, '').trim(), 13).slice(0, 4)
  const text = lines.map((line, i) => `<text x="200" y="${225 + i * 30}" font-size="24">${escapeXml(line)}</text>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(art.title)}">
<rect width="400" height="400" fill="#fdf6ec"/>
<path d="M90 40h220l-14 40 14 40v200l-14 40 14 40H90l14-40-14-40V120l14-40z" fill="${escapeXml(art.color)}"/>
<g fill="#fff" font-family="system-ui,sans-serif" text-anchor="middle" font-weight="700">
<text x="200" y="165" font-size="28">${escapeXml(art.brand)}</text>${text}</g></svg>`
}

export function bannerSvg(seed: string): string {
  const hue = [...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" aria-hidden="true">
<rect width="1200" height="400" fill="hsl(${hue} 70% 45%)"/>
<circle cx="980" cy="200" r="150" fill="hsl(${(hue + 40) % 360} 80% 60%)"/>
<circle cx="1080" cy="90" r="60" fill="hsl(${(hue + 80) % 360} 80% 70%)"/></svg>`
}
