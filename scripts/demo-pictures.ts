// npm run demo-pictures: draws the demo's pictures that art or the demo catalog changed (server/db/seed/pictures), and lets go of the others.
import { drawDemoPictures } from '../server/db/seed/demo-pictures.ts'

const { pictures, drawn, letGo } = await drawDemoPictures()
console.log(`The demo shows ${pictures} pictures of the store's drawing: ${drawn} drawn now, ${letGo} no longer shown let go.`)
