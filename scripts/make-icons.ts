/**
 * Draws the app's icons (client/public/icons) from the same design as the favicon in client/index.html: an orange
 * rounded square with a white "S". Run once when the design changes: `npx tsx scripts/make-icons.ts`.
 * The maskable icon keeps the letter inside the 80 % safe zone that launchers crop to.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";

const ORANGE = "#c2410c";
const out = (name: string) => fileURLToPath(new URL(`../client/public/icons/${name}`, import.meta.url));

function icon(size: number, options: { maskable: boolean }): Buffer {
  const canvas = createCanvas(size, size);
  const g = canvas.getContext("2d");
  g.fillStyle = ORANGE;
  if (options.maskable) g.fillRect(0, 0, size, size);
  else {
    const r = size / 4;
    g.beginPath();
    g.roundRect(0, 0, size, size, r);
    g.fill();
  }
  const letter = options.maskable ? size * 0.45 : size * 0.62;
  g.fillStyle = "#ffffff";
  g.font = `bold ${Math.round(letter)}px DejaVu Sans, Arial, sans-serif`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillText("S", size / 2, size / 2 + letter * 0.04);
  return canvas.toBuffer("image/png");
}

writeFileSync(out("icon-192.png"), icon(192, { maskable: false }));
writeFileSync(out("icon-512.png"), icon(512, { maskable: false }));
writeFileSync(out("icon-maskable-512.png"), icon(512, { maskable: true }));
writeFileSync(out("apple-touch-icon.png"), icon(180, { maskable: true }));
console.log("icons written to client/public/icons");
