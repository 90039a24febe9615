/**
 * Pictures for the demo, drawn as SVG in code and rendered to PNG with sharp
 * (no download is possible where the seed runs). Flat, warm illustrations:
 * campus scenes, lecture halls, laboratories, sports, events, faculty banners
 * and friendly portraits. All variety comes from a seeded random source.
 */
import sharp from 'sharp'

import { createRandom, type Random } from './random'

export const SCENE_W = 1200
export const SCENE_H = 800
export const PORTRAIT_SIZE = 600

// ---------------------------------------------------------------- colours

const SKIN = [
  '#3b2219',
  '#4a2c1d',
  '#5c3a24',
  '#6b4429',
  '#7a4a2a',
  '#8d5524',
  '#a0662f',
  '#b97a4a',
  '#c68642',
  '#e0ac69',
]
const CLOTH = [
  '#1f4e79',
  '#2e7d6b',
  '#b23a48',
  '#e09f3e',
  '#6a4c93',
  '#335c67',
  '#9e2a2b',
  '#3d5a80',
  '#e76f51',
  '#2a9d8f',
  '#f4a261',
  '#264653',
  '#8a5a44',
  '#5e548e',
]
const HAIR = ['#1b1310', '#24170f', '#2d1d12', '#161616', '#3a2a20']
const BRAND = { navy: '#12355b', blue: '#1f5f99', gold: '#e8a33d', sand: '#f4e4c1', teal: '#1d7874' }

/** Warm skies: [top, middle, horizon]. */
const SKIES: Array<[string, string, string]> = [
  ['#f6a55f', '#f9c784', '#fde9c9'],
  ['#4f86c6', '#9cc3e6', '#fbe7c6'],
  ['#ff8c69', '#ffb88c', '#ffe8c2'],
  ['#5a4e8c', '#d97b84', '#f7c08a'],
  ['#3f7fbf', '#86c5e9', '#e9f5fb'],
  ['#e07a5f', '#f2b880', '#fbe4c4'],
  ['#2b5876', '#6f9bc0', '#f3d9b1'],
  ['#74b9e8', '#bde0f5', '#fff3dc'],
]

const WALLS = ['#f3ead8', '#efe1c6', '#f7f1e6', '#e9d8b8', '#f1dcc4', '#ece6da']
const ROOFS = ['#9e3d22', '#7c2f1a', '#b5542c', '#5b3a29', '#2f4858']

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex)
  const target = amount < 0 ? 0 : 255
  const t = Math.abs(amount)
  const mix = (c: number) => Math.round(c + (target - c) * t)
  return `#${[mix(r), mix(g), mix(b)].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

const f = (n: number) => (Math.round(n * 10) / 10).toString()

function doc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

function linear(id: string, stops: string[], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"'
  const s = stops.map((c, i) => `<stop offset="${f(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('')
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`
}

// ---------------------------------------------------------------- shared parts

function sky(rng: Random, height = SCENE_H): { defs: string; body: string; palette: [string, string, string] } {
  const palette = rng.pick(SKIES)
  const defs =
    linear('sky', palette) +
    `<radialGradient id="sun"><stop offset="0" stop-color="#fff6d8"/><stop offset="0.45" stop-color="#ffe3a0" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd27f" stop-opacity="0"/></radialGradient>`
  const sx = rng.range(150, 1050)
  const sy = rng.range(110, 260)
  let body = `<rect width="${SCENE_W}" height="${height}" fill="url(#sky)"/><circle cx="${f(sx)}" cy="${f(sy)}" r="150" fill="url(#sun)"/><circle cx="${f(sx)}" cy="${f(sy)}" r="${f(rng.range(38, 55))}" fill="#fff4d6" opacity="0.95"/>`
  for (let i = 0; i < rng.int(2, 4); i++) body += cloud(rng.range(60, 1140), rng.range(60, 250), rng.range(0.6, 1.3))
  return { defs, body, palette }
}

function cloud(x: number, y: number, s: number): string {
  return `<g opacity="0.85" fill="#ffffff"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(70 * s)}" ry="${f(20 * s)}"/><circle cx="${f(x - 25 * s)}" cy="${f(y - 12 * s)}" r="${f(24 * s)}"/><circle cx="${f(x + 15 * s)}" cy="${f(y - 20 * s)}" r="${f(30 * s)}"/></g>`
}

function treeLine(rng: Random, y: number, color: string): string {
  let d = `M0 ${f(y + 40)}`
  for (let x = 0; x <= SCENE_W; x += 60)
    d += ` Q${f(x + 30)} ${f(y - rng.range(10, 45))} ${f(x + 60)} ${f(y + rng.range(-5, 10))}`
  return `<path d="${d} L${SCENE_W} ${f(y + 200)} L0 ${f(y + 200)} Z" fill="${color}"/>`
}

/** A palm tree growing from (x, base), `h` tall. */
function palm(rng: Random, x: number, base: number, h: number): string {
  const lean = rng.range(-0.25, 0.25) * h
  const tx = x + lean
  const ty = base - h
  const trunk = shade('#7a5230', rng.range(-0.15, 0.1))
  const w = h * 0.045
  let out = `<path d="M${f(x - w)} ${f(base)} Q${f(x + lean * 0.2 - w * 0.6)} ${f(base - h * 0.5)} ${f(tx - w * 0.5)} ${f(ty)} L${f(tx + w * 0.5)} ${f(ty)} Q${f(x + lean * 0.2 + w * 0.6)} ${f(base - h * 0.5)} ${f(x + w)} ${f(base)} Z" fill="${trunk}"/>`
  for (let i = 1; i < 9; i++) {
    const t = i / 9
    const cx = x + lean * t * t
    const cy = base - h * t
    out += `<path d="M${f(cx - w * (1 - t * 0.5))} ${f(cy)} q${f(w)} ${f(-4)} ${f(w * 2 * (1 - t * 0.5))} 0" stroke="${shade(trunk, -0.3)}" stroke-width="2" fill="none"/>`
  }
  const greens = ['#2f7d32', '#3b8d3d', '#276b2b', '#4a9b46']
  const leaves = rng.int(7, 9)
  for (let i = 0; i < leaves; i++) {
    const a = (-180 + (180 / (leaves - 1)) * i + rng.range(-8, 8)) * (Math.PI / 180)
    const len = h * rng.range(0.32, 0.42)
    const ex = tx + Math.cos(a) * len
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.38
    const mx = (tx + ex) / 2
    const my = (ty + ey) / 2 - len * 0.25
    const nx = -(ey - ty)
    const ny = ex - tx
    const nl = Math.hypot(nx, ny) || 1
    const wl = len * 0.12
    out += `<path d="M${f(tx)} ${f(ty)} Q${f(mx + (nx / nl) * wl)} ${f(my + (ny / nl) * wl)} ${f(ex)} ${f(ey)} Q${f(mx - (nx / nl) * wl * 0.3)} ${f(my - (ny / nl) * wl * 0.3)} ${f(tx)} ${f(ty)} Z" fill="${rng.pick(greens)}"/>`
  }
  out += `<circle cx="${f(tx)}" cy="${f(ty + 4)}" r="${f(w * 1.2)}" fill="#5d4023"/>`
  return out
}

/** A small standing person; (x, base) is between the feet. */
function person(rng: Random, x: number, base: number, h: number, cloth = rng.pick(CLOTH)): string {
  const skin = rng.pick(SKIN)
  const r = h * 0.11
  const bodyTop = base - h * 0.8
  const legTop = base - h * 0.4
  const legs = shade(rng.pick(['#2b2d42', '#3d405b', '#1d3557', '#5c4033']), 0)
  const skirt = rng.chance(0.35)
  let out = skirt
    ? `<path d="M${f(x - h * 0.14)} ${f(legTop - h * 0.02)} L${f(x + h * 0.14)} ${f(legTop - h * 0.02)} L${f(x + h * 0.18)} ${f(base - h * 0.14)} L${f(x - h * 0.18)} ${f(base - h * 0.14)} Z" fill="${shade(cloth, -0.2)}"/><rect x="${f(x - h * 0.08)}" y="${f(base - h * 0.15)}" width="${f(h * 0.05)}" height="${f(h * 0.15)}" fill="${skin}"/><rect x="${f(x + h * 0.03)}" y="${f(base - h * 0.15)}" width="${f(h * 0.05)}" height="${f(h * 0.15)}" fill="${skin}"/>`
    : `<rect x="${f(x - h * 0.1)}" y="${f(legTop)}" width="${f(h * 0.085)}" height="${f(h * 0.4)}" rx="${f(h * 0.03)}" fill="${legs}"/><rect x="${f(x + h * 0.015)}" y="${f(legTop)}" width="${f(h * 0.085)}" height="${f(h * 0.4)}" rx="${f(h * 0.03)}" fill="${legs}"/>`
  out += `<rect x="${f(x - h * 0.15)}" y="${f(bodyTop)}" width="${f(h * 0.3)}" height="${f(h * 0.42)}" rx="${f(h * 0.08)}" fill="${cloth}"/>`
  out += `<circle cx="${f(x)}" cy="${f(bodyTop - r * 0.9)}" r="${f(r)}" fill="${skin}"/>`
  out += `<path d="M${f(x - r)} ${f(bodyTop - r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(bodyTop - r)} Z" fill="${rng.pick(HAIR)}"/>`
  return out
}

/** Head and shoulders seen from behind or the front, for crowds and audiences. */
function bust(rng: Random, x: number, y: number, r: number, cloth = rng.pick(CLOTH)): string {
  const skin = rng.pick(SKIN)
  const hair = rng.pick(HAIR)
  let out = `<rect x="${f(x - r * 1.5)}" y="${f(y + r * 0.8)}" width="${f(r * 3)}" height="${f(r * 2.2)}" rx="${f(r * 0.9)}" fill="${cloth}"/>`
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${skin}"/>`
  const style = rng.int(0, 3)
  if (style === 0) out += `<circle cx="${f(x)}" cy="${f(y - r * 0.2)}" r="${f(r * 1.05)}" fill="${hair}"/>`
  else if (style === 1)
    out += `<path d="M${f(x - r)} ${f(y)} A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)} Z" fill="${hair}"/>`
  else if (style === 2)
    out += `<path d="M${f(x - r * 1.15)} ${f(y - r * 0.2)} Q${f(x)} ${f(y - r * 2)} ${f(x + r * 1.15)} ${f(y - r * 0.2)} Z" fill="${rng.pick(CLOTH)}"/>`
  return out
}

function windowGrid(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  glass: string,
  frame: string,
  litChance: number,
  rng: Random,
): string {
  let out = ''
  const cw = w / cols
  const rh = h / rows
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = rng.chance(litChance)
      out += `<rect x="${f(x + c * cw + cw * 0.18)}" y="${f(y + r * rh + rh * 0.2)}" width="${f(cw * 0.64)}" height="${f(rh * 0.6)}" fill="${lit ? '#ffd98a' : glass}" stroke="${frame}" stroke-width="2"/>`
    }
  }
  return out
}

function lawn(y: number, green = '#6aa84f'): { defs: string; body: string } {
  return {
    defs: linear('lawn', [shade(green, 0.1), shade(green, -0.15)]),
    body: `<rect x="0" y="${f(y)}" width="${SCENE_W}" height="${f(SCENE_H - y)}" fill="url(#lawn)"/>`,
  }
}

// ---------------------------------------------------------------- scenes

/** The main campus: a columned hall, side wings, lawn, path, palms and people. */
export function campusScene(seed: number): string {
  const rng = createRandom(seed)
  const s = sky(rng)
  const ground = rng.range(560, 610)
  const g = lawn(ground, rng.pick(['#6aa84f', '#5f9e4a', '#78b159']))
  let body = s.body + treeLine(rng, ground - rng.range(70, 110), shade('#3f7d3a', rng.range(-0.1, 0.1)))
  const wall = rng.pick(WALLS)
  const roof = rng.pick(ROOFS)
  const glass = rng.pick(['#6c8fb3', '#5b7ea4', '#7fa7c9', '#4f6d8f'])
  const cx = rng.range(480, 720)
  const bw = rng.range(460, 600)
  const bh = rng.range(230, 300)
  const top = ground - bh
  // Side wings behind the main hall.
  for (const side of [-1, 1]) {
    const ww = rng.range(240, 320)
    const wh = bh * rng.range(0.55, 0.75)
    const wx = side < 0 ? cx - bw / 2 - ww + 40 : cx + bw / 2 - 40
    body += `<rect x="${f(wx)}" y="${f(ground - wh)}" width="${f(ww)}" height="${f(wh)}" fill="${shade(wall, -0.08)}"/>`
    body += `<rect x="${f(wx - 8)}" y="${f(ground - wh - 14)}" width="${f(ww + 16)}" height="16" fill="${shade(roof, 0.1)}"/>`
    body += windowGrid(
      wx + 10,
      ground - wh + 16,
      ww - 20,
      wh - 40,
      Math.round(ww / 48),
      Math.max(2, Math.round(wh / 70)),
      glass,
      shade(wall, -0.25),
      0.08,
      rng,
    )
  }
  body += `<rect x="${f(cx - bw / 2)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="${wall}"/>`
  body += `<rect x="${f(cx - bw / 2 - 12)}" y="${f(top - 18)}" width="${f(bw + 24)}" height="20" fill="${roof}"/>`
  body += windowGrid(
    cx - bw / 2 + 14,
    top + 20,
    bw * 0.3,
    bh - 70,
    3,
    rng.int(3, 4),
    glass,
    shade(wall, -0.3),
    0.1,
    rng,
  )
  body += windowGrid(
    cx + bw / 2 - 14 - bw * 0.3,
    top + 20,
    bw * 0.3,
    bh - 70,
    3,
    rng.int(3, 4),
    glass,
    shade(wall, -0.3),
    0.1,
    rng,
  )
  // Portico with columns and a pediment.
  const pw = bw * 0.34
  const ph = bh * 0.72
  body += `<path d="M${f(cx - pw / 2 - 18)} ${f(ground - ph)} L${f(cx)} ${f(ground - ph - 70)} L${f(cx + pw / 2 + 18)} ${f(ground - ph)} Z" fill="${roof}"/>`
  body += `<path d="M${f(cx - pw / 2)} ${f(ground - ph - 6)} L${f(cx)} ${f(ground - ph - 56)} L${f(cx + pw / 2)} ${f(ground - ph - 6)} Z" fill="${shade(wall, 0.25)}"/>`
  body += `<circle cx="${f(cx)}" cy="${f(ground - ph - 26)}" r="12" fill="${BRAND.gold}"/>`
  body += `<rect x="${f(cx - pw / 2 - 10)}" y="${f(ground - ph)}" width="${f(pw + 20)}" height="14" fill="${shade(wall, -0.15)}"/>`
  body += `<rect x="${f(cx - pw / 2)}" y="${f(ground - ph + 14)}" width="${f(pw)}" height="${f(ph - 14)}" fill="${shade(wall, -0.35)}"/>`
  const cols = 6
  for (let i = 0; i < cols; i++) {
    const x = cx - pw / 2 + (pw / (cols - 1)) * i
    body += `<rect x="${f(x - 7)}" y="${f(ground - ph + 14)}" width="14" height="${f(ph - 22)}" fill="${shade(wall, 0.35)}"/>`
  }
  body += `<rect x="${f(cx - 26)}" y="${f(ground - 80)}" width="52" height="72" fill="${shade(roof, -0.3)}"/>`
  body += `<rect x="${f(cx - pw / 2 - 30)}" y="${f(ground - 10)}" width="${f(pw + 60)}" height="12" fill="${shade(wall, -0.1)}"/>`
  // Flag on the roof.
  const fx = cx + bw / 2 - 40
  body += `<rect x="${f(fx)}" y="${f(top - 110)}" width="4" height="92" fill="#555"/><path d="M${f(fx + 4)} ${f(top - 108)} h50 v14 h-50 Z" fill="#0a8a3a"/><path d="M${f(fx + 4)} ${f(top - 94)} h50 v14 h-50 Z" fill="#ffffff"/><path d="M${f(fx + 4)} ${f(top - 80)} h50 v14 h-50 Z" fill="#0a8a3a"/>`
  // Lawn and a path to the door.
  body += g.body
  body += `<path d="M${f(cx - 40)} ${f(ground)} L${f(cx + 40)} ${f(ground)} L${f(cx + 220)} ${SCENE_H} L${f(cx - 220)} ${SCENE_H} Z" fill="#d9c7a3"/>`
  body += `<path d="M${f(cx - 40)} ${f(ground)} L${f(cx - 220)} ${SCENE_H}" stroke="#bfa77c" stroke-width="4"/><path d="M${f(cx + 40)} ${f(ground)} L${f(cx + 220)} ${SCENE_H}" stroke="#bfa77c" stroke-width="4"/>`
  // Flower beds.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 6; i++) {
      const x = cx + side * (90 + i * 30)
      body += `<circle cx="${f(x)}" cy="${f(ground + 14 + i * 8)}" r="9" fill="${rng.pick(['#e76f51', '#f4a261', '#e9c46a', '#d62828', '#f77f00'])}"/>`
    }
  }
  const palms = rng.int(3, 5)
  for (let i = 0; i < palms; i++) {
    const left = i % 2 === 0
    const x = left ? rng.range(40, cx - bw / 2 - 20) : rng.range(cx + bw / 2 + 20, 1160)
    body += palm(rng, x, ground + rng.range(20, 140), rng.range(260, 420))
  }
  for (let i = 0; i < rng.int(4, 8); i++) {
    const y = rng.range(ground + 40, SCENE_H - 20)
    const t = (y - ground) / (SCENE_H - ground)
    body += person(rng, cx + rng.range(-1, 1) * (60 + 160 * t), y, 60 + 90 * t)
  }
  return doc(SCENE_W, SCENE_H, body, s.defs + g.defs)
}

/** A hall of residence at dusk: balconies, lit windows, palms and lamps. */
export function hostelScene(seed: number): string {
  const rng = createRandom(seed)
  const s = sky(rng)
  const ground = rng.range(600, 640)
  const g = lawn(ground, '#5f9a4c')
  let body = s.body + treeLine(rng, ground - 80, '#3c6f3a')
  const wall = rng.pick(['#f0d9b5', '#e8cfa6', '#f4e2c6', '#dcc3a0'])
  const accent = rng.pick(['#b5542c', '#1f5f99', '#2e7d6b', '#6a4c93'])
  const floors = rng.int(3, 5)
  const fh = 80
  const bx = rng.range(120, 260)
  const bw = rng.range(760, 900)
  const top = ground - floors * fh - 20
  body += `<rect x="${f(bx)}" y="${f(top)}" width="${f(bw)}" height="${f(ground - top)}" fill="${wall}"/>`
  body += `<rect x="${f(bx - 14)}" y="${f(top - 22)}" width="${f(bw + 28)}" height="24" fill="${accent}"/>`
  const bays = Math.round(bw / 90)
  for (let fl = 0; fl < floors; fl++) {
    const y = top + 20 + fl * fh
    for (let b = 0; b < bays; b++) {
      const x = bx + 14 + b * ((bw - 28) / bays)
      const w = (bw - 28) / bays - 14
      body += `<rect x="${f(x)}" y="${f(y + 8)}" width="${f(w)}" height="${f(fh - 34)}" fill="${rng.chance(0.5) ? '#ffd98a' : '#5d7896'}"/>`
      if (rng.chance(0.3))
        body += `<rect x="${f(x + w * 0.1)}" y="${f(y + 8)}" width="${f(w * 0.35)}" height="${f(fh - 34)}" fill="${rng.pick(CLOTH)}" opacity="0.85"/>`
    }
    body += `<rect x="${f(bx)}" y="${f(y + fh - 26)}" width="${f(bw)}" height="8" fill="${shade(wall, -0.25)}"/>`
    for (let b = 0; b <= bays * 2; b++)
      body += `<rect x="${f(bx + (bw / (bays * 2)) * b)}" y="${f(y + fh - 44)}" width="3" height="18" fill="${shade(wall, -0.3)}"/>`
  }
  body += `<rect x="${f(bx + bw / 2 - 40)}" y="${f(ground - 90)}" width="80" height="90" fill="${shade(accent, -0.2)}"/>`
  body += g.body
  for (let i = 0; i < 5; i++) {
    const x = 80 + i * 260 + rng.range(-30, 30)
    body += `<rect x="${f(x)}" y="${f(ground - 10)}" width="6" height="110" fill="#333"/><circle cx="${f(x + 3)}" cy="${f(ground - 14)}" r="12" fill="#ffe9a8"/>`
  }
  body += palm(rng, rng.range(30, 110), ground + 120, rng.range(300, 380))
  body += palm(rng, rng.range(1090, 1170), ground + 140, rng.range(300, 380))
  for (let i = 0; i < rng.int(3, 6); i++)
    body += person(rng, rng.range(200, 1000), rng.range(ground + 60, SCENE_H - 10), rng.range(90, 140))
  return doc(SCENE_W, SCENE_H, body, s.defs + g.defs)
}

/** A lecture hall seen from the back rows: screen, lecturer, rows of students. */
export function lectureHallScene(seed: number): string {
  const rng = createRandom(seed)
  const wall = rng.pick(['#e9dcc6', '#dfe7ee', '#efe4d2', '#e3dccf'])
  const accent = rng.pick([BRAND.blue, BRAND.teal, '#8a3b3b', '#5e548e'])
  let body = `<rect width="${SCENE_W}" height="${SCENE_H}" fill="${wall}"/>`
  body += `<rect y="0" width="${SCENE_W}" height="60" fill="${shade(wall, -0.12)}"/>`
  for (let i = 0; i < 5; i++)
    body += `<rect x="${f(100 + i * 230)}" y="20" width="120" height="12" rx="6" fill="#fffbe8"/>`
  body += `<rect x="0" y="330" width="${SCENE_W}" height="${SCENE_H - 330}" fill="${shade(wall, -0.2)}"/>`
  // Screen with an abstract chart.
  const sx = rng.range(380, 520)
  body += `<rect x="${f(sx - 10)}" y="80" width="440" height="260" fill="#333"/><rect x="${f(sx)}" y="90" width="420" height="240" fill="#fbfbf7"/>`
  body += `<rect x="${f(sx + 20)}" y="110" width="220" height="16" rx="4" fill="${accent}"/>`
  for (let i = 0; i < 6; i++) {
    const h = rng.range(40, 150)
    body += `<rect x="${f(sx + 40 + i * 58)}" y="${f(310 - h)}" width="36" height="${f(h)}" fill="${i % 2 ? accent : BRAND.gold}"/>`
  }
  body += `<path d="M${f(sx + 30)} 300 ${Array.from({ length: 6 }, (_, i) => `L${f(sx + 58 + i * 58)} ${f(rng.range(150, 260))}`).join(' ')}" stroke="#e76f51" stroke-width="4" fill="none"/>`
  // Lecturer at a lectern.
  const lx = sx < 450 ? sx + 540 : sx - 140
  body += person(rng, lx, 400, 170)
  body += `<path d="M${f(lx + 30)} 400 h70 l-10 -90 h-50 Z" fill="${shade('#8a5a44', -0.1)}"/>`
  // Rows of seats and students, nearer rows larger.
  for (let row = 0; row < 5; row++) {
    const y = 430 + row * 78
    const r = 16 + row * 5
    const step = r * 3.4
    body += `<rect x="0" y="${f(y + r * 1.6)}" width="${SCENE_W}" height="${f(r * 1.6)}" fill="${shade('#8a5a44', -0.05 * row)}"/>`
    for (let x = (row % 2) * step * 0.5 + 20; x < SCENE_W; x += step) {
      if (rng.chance(0.85)) body += bust(rng, x + rng.range(-4, 4), y, r)
    }
    body += `<rect x="0" y="${f(y + r * 2.4)}" width="${SCENE_W}" height="${f(r * 0.9)}" fill="${shade('#6b4226', -0.05 * row)}"/>`
  }
  return doc(SCENE_W, SCENE_H, body)
}

/** A teaching laboratory: shelves of glassware, a bench, scientists in white coats. */
export function laboratoryScene(seed: number): string {
  const rng = createRandom(seed)
  const wall = rng.pick(['#e3eef2', '#e8efe6', '#eef0f4', '#f1ebe0'])
  let body = `<rect width="${SCENE_W}" height="${SCENE_H}" fill="${wall}"/>`
  const palette = rng.pick(SKIES)
  // The window sits left or right, the shelves on the other side.
  const flip = rng.chance(0.5)
  const wx = flip ? 80 : 780
  const sx = flip ? 520 : 80
  body += `<rect x="${wx}" y="90" width="320" height="240" fill="${palette[1]}" stroke="#9aa5ad" stroke-width="10"/><rect x="${wx + 156}" y="90" width="8" height="240" fill="#9aa5ad"/>`
  body += palm(rng, wx + rng.range(120, 260), 360, 230)
  body += `<rect x="${wx}" y="330" width="320" height="14" fill="#9aa5ad"/>`
  const shelves = rng.int(2, 3)
  for (let sh = 0; sh < shelves; sh++) {
    const y = 130 + sh * 90
    body += `<rect x="${sx}" y="${f(y)}" width="600" height="10" fill="#8a6a4a"/>`
    for (let x = sx + 20; x < sx + 580; x += rng.range(34, 60)) {
      const c = rng.pick(['#4fb3bf', '#e76f51', '#9bc53d', '#e9c46a', '#7b6cf6', '#f28482'])
      const h = rng.range(30, 60)
      if (rng.chance(0.5))
        body += `<rect x="${f(x)}" y="${f(y - h)}" width="22" height="${f(h)}" rx="4" fill="#ffffff" opacity="0.8"/><rect x="${f(x)}" y="${f(y - h * 0.5)}" width="22" height="${f(h * 0.5)}" rx="3" fill="${c}"/>`
      else
        body += `<path d="M${f(x + 6)} ${f(y - h)} h12 v${f(h * 0.35)} l14 ${f(h * 0.65)} h-40 l14 ${f(-h * 0.65)} Z" fill="#ffffff" opacity="0.85"/><path d="M${f(x - 4)} ${f(y)} l8 ${f(-h * 0.3)} h24 l8 ${f(h * 0.3)} Z" fill="${c}"/>`
    }
  }
  // Two or three scientists behind the bench.
  const people = rng.int(2, 3)
  for (let i = 0; i < people; i++) {
    const x = 220 + i * (760 / people) + rng.range(-40, 40)
    const skin = rng.pick(SKIN)
    body += `<rect x="${f(x - 70)}" y="440" width="140" height="200" rx="50" fill="#fdfdfd" stroke="#d0d6da" stroke-width="3"/>`
    body += `<path d="M${f(x - 20)} 440 L${f(x)} 500 L${f(x + 20)} 440 Z" fill="${rng.pick(CLOTH)}"/>`
    body += `<rect x="${f(x - 14)}" y="400" width="28" height="44" fill="${shade(skin, -0.1)}"/><circle cx="${f(x)}" cy="370" r="48" fill="${skin}"/>`
    body += rng.chance(0.5)
      ? `<path d="M${f(x - 50)} 365 Q${f(x)} 290 ${f(x + 50)} 365 Q${f(x)} 330 ${f(x - 50)} 365 Z" fill="${rng.pick(HAIR)}"/>`
      : `<circle cx="${f(x)}" cy="340" r="40" fill="${rng.pick(HAIR)}"/><circle cx="${f(x)}" cy="370" r="44" fill="${skin}"/>`
    body += `<rect x="${f(x - 40)}" y="362" width="80" height="18" rx="9" fill="#bfe3f2" opacity="0.8" stroke="#345" stroke-width="3"/>`
    body += `<path d="M${f(x - 14)} 396 q14 10 28 0" stroke="#3a1f14" stroke-width="3" fill="none"/>`
  }
  // Bench and equipment.
  const bench = rng.pick(['#2f3e46', '#3d405b', '#264653', '#4a3f35'])
  const cabinet = rng.pick(['#b0bec5', '#c9b79c', '#a8c5b8', '#bcc7d6'])
  body += `<rect x="0" y="560" width="${SCENE_W}" height="40" fill="${bench}"/><rect x="0" y="600" width="${SCENE_W}" height="200" fill="${shade(cabinet, 0.3)}"/>`
  for (let i = 0; i < 6; i++)
    body += `<rect x="${f(30 + i * 200)}" y="620" width="170" height="160" rx="6" fill="${cabinet}"/><rect x="${f(100 + i * 200)}" y="640" width="30" height="6" rx="3" fill="${shade(cabinet, -0.3)}"/>`
  for (let x = 80; x < 1150; x += rng.range(110, 170)) {
    const kind = rng.int(0, 2)
    const c = rng.pick(['#4fb3bf', '#e76f51', '#9bc53d', '#e9c46a', '#7b6cf6'])
    if (kind === 0)
      body += `<path d="M${f(x)} 480 h30 v30 l24 50 h-78 l24 -50 Z" fill="#ffffff" opacity="0.9" stroke="#9aa5ad" stroke-width="2"/><path d="M${f(x - 14)} 540 h58 l10 20 h-78 Z" fill="${c}"/>`
    else if (kind === 1)
      body += `<rect x="${f(x)}" y="490" width="50" height="70" rx="4" fill="#ffffff" opacity="0.9" stroke="#9aa5ad" stroke-width="2"/><rect x="${f(x + 2)}" y="520" width="46" height="38" fill="${c}"/>`
    else
      body += `<rect x="${f(x)}" y="545" width="70" height="15" rx="4" fill="#37474f"/><rect x="${f(x + 28)}" y="470" width="14" height="80" fill="#455a64"/><rect x="${f(x + 20)}" y="460" width="40" height="18" rx="6" fill="#37474f" transform="rotate(-25 ${f(x + 40)} 469)"/><circle cx="${f(x + 35)}" cy="530" r="8" fill="#90a4ae"/>`
  }
  return doc(SCENE_W, SCENE_H, body)
}

/** The library: tall shelves of coloured books, reading tables with lamps. */
export function libraryScene(seed: number): string {
  const rng = createRandom(seed)
  const wood = rng.pick(['#8a5a3b', '#6f4a2f', '#9c6b45', '#7b5537'])
  let body = `<rect width="${SCENE_W}" height="${SCENE_H}" fill="${shade(wood, 0.55)}"/>`
  const books = [
    '#9e2a2b',
    '#1f4e79',
    '#2e7d6b',
    '#e09f3e',
    '#6a4c93',
    '#335c67',
    '#b23a48',
    '#e9c46a',
    '#264653',
    '#f4a261',
    '#588157',
  ]
  const windowSlot = rng.chance(0.6) ? rng.int(0, 3) : -1
  for (let c = 0; c < 4; c++) {
    const x0 = 30 + c * 290
    if (c === windowSlot) {
      const sky = rng.pick(SKIES)
      body += `<rect x="${f(x0 + 20)}" y="60" width="230" height="470" fill="${sky[1]}" stroke="${shade(wood, -0.2)}" stroke-width="14"/>`
      body += palm(rng, x0 + 135, 560, 300)
      body += `<path d="M${f(x0 + 135)} 60 V530 M${f(x0 + 20)} 290 H${f(x0 + 250)}" stroke="${shade(wood, -0.2)}" stroke-width="10"/>`
      continue
    }
    body += `<rect x="${f(x0)}" y="40" width="270" height="500" fill="${wood}"/>`
    for (let r = 0; r < 5; r++) {
      const y = 60 + r * 96
      body += `<rect x="${f(x0 + 12)}" y="${f(y)}" width="246" height="80" fill="${shade(wood, -0.45)}"/>`
      let x = x0 + 14
      while (x < x0 + 250) {
        const w = rng.range(10, 20)
        if (x + w > x0 + 256) break
        const h = rng.range(52, 78)
        if (rng.chance(0.08)) {
          x += w
          continue
        }
        const colour = rng.pick(books)
        body += `<rect x="${f(x)}" y="${f(y + 80 - h)}" width="${f(w - 1.5)}" height="${f(h)}" fill="${colour}"/><rect x="${f(x + 2)}" y="${f(y + 86 - h)}" width="${f(w - 6)}" height="3" fill="${shade(colour, 0.4)}"/>`
        x += w
      }
      body += `<rect x="${f(x0 + 8)}" y="${f(y + 80)}" width="254" height="8" fill="${shade(wood, 0.1)}"/>`
    }
  }
  body += `<rect x="0" y="540" width="${SCENE_W}" height="260" fill="${shade(wood, 0.3)}"/>`
  // Readers and a long table with lamps.
  for (let i = 0; i < rng.int(4, 6); i++) body += bust(rng, 130 + i * 190 + rng.range(-30, 30), 560, 34)
  body += `<rect x="60" y="640" width="1080" height="34" rx="6" fill="${shade(wood, -0.2)}"/><rect x="100" y="674" width="20" height="126" fill="${shade(wood, -0.35)}"/><rect x="1080" y="674" width="20" height="126" fill="${shade(wood, -0.35)}"/>`
  for (let i = 0; i < 4; i++) {
    const x = 200 + i * 270
    body += `<rect x="${f(x)}" y="590" width="6" height="50" fill="#3b3b3b"/><path d="M${f(x - 30)} 600 q33 -36 66 0 Z" fill="#2e7d32"/><ellipse cx="${f(x + 3)}" cy="640" rx="70" ry="10" fill="#fff3b0" opacity="0.5"/>`
    body += `<rect x="${f(x + 60)}" y="626" width="70" height="14" fill="${rng.pick(books)}"/><rect x="${f(x - 100)}" y="630" width="60" height="10" fill="#ffffff"/>`
  }
  return doc(SCENE_W, SCENE_H, body)
}

export type SportKind = 'football' | 'athletics' | 'basketball'

/** Sports: a football pitch with stands, an athletics track or an outdoor court. */
export function sportsScene(seed: number, kind: SportKind): string {
  const rng = createRandom(seed)
  const s = sky(rng)
  const teamA = rng.pick(CLOTH)
  let teamB = rng.pick(CLOTH)
  if (teamB === teamA) teamB = '#f5f5f5'
  let body = s.body
  let defs = s.defs
  if (kind === 'football') {
    // Stands with a crowd of dots.
    body += `<rect x="0" y="250" width="${SCENE_W}" height="170" fill="#8d99ae"/>`
    for (let r = 0; r < 6; r++) {
      body += `<rect x="0" y="${f(262 + r * 26)}" width="${SCENE_W}" height="4" fill="#6c7689"/>`
      for (let x = 8; x < SCENE_W; x += 16)
        if (rng.chance(0.75))
          body += `<circle cx="${f(x + rng.range(-3, 3))}" cy="${f(255 + r * 26)}" r="6" fill="${rng.chance(0.5) ? rng.pick(SKIN) : rng.pick(CLOTH)}"/>`
    }
    body += `<rect x="0" y="236" width="${SCENE_W}" height="16" fill="${BRAND.navy}"/>`
    defs += linear('pitch', ['#5aa04a', '#3f8a36'])
    body += `<rect x="0" y="420" width="${SCENE_W}" height="380" fill="url(#pitch)"/>`
    for (let i = 0; i < 8; i++)
      if (i % 2)
        body += `<path d="M${f(i * 150)} 420 h150 l${f(30 + i * 6)} 380 h-150 Z" fill="#ffffff" opacity="0.06"/>`
    body += `<path d="M40 780 L200 440 L1000 440 L1160 780" stroke="#fff" stroke-width="5" fill="none"/><path d="M600 440 L600 780" stroke="#fff" stroke-width="4"/><ellipse cx="600" cy="590" rx="150" ry="52" stroke="#fff" stroke-width="4" fill="none"/>`
    body += `<path d="M130 600 L175 500 L255 500 L225 600" stroke="#fff" stroke-width="4" fill="none"/><rect x="150" y="470" width="8" height="80" fill="#fff"/><rect x="190" y="450" width="8" height="80" fill="#fff"/><path d="M154 470 L194 450" stroke="#fff" stroke-width="6"/>`
    for (let i = 0; i < 10; i++) {
      const y = rng.range(470, 760)
      body += person(rng, rng.range(240, 1100), y, 70 + (y - 440) * 0.25, i % 2 ? teamA : teamB)
    }
    body += `<circle cx="${f(rng.range(400, 800))}" cy="${f(rng.range(640, 740))}" r="14" fill="#fff" stroke="#222" stroke-width="3"/>`
  } else if (kind === 'athletics') {
    body += treeLine(rng, 330, '#3f7d3a')
    body += `<rect x="0" y="380" width="${SCENE_W}" height="420" fill="#5d9e4c"/>`
    const track = rng.pick(['#b5542c', '#c0603a', '#a64b2a', '#2f6690'])
    // An oval track in perspective: outer and inner ellipses, lanes between them.
    body += `<ellipse cx="600" cy="560" rx="640" ry="180" fill="${track}"/><ellipse cx="600" cy="560" rx="500" ry="108" fill="#6aa84f"/>`
    for (let l = 0; l <= 6; l++) {
      const t = l / 6
      body += `<ellipse cx="600" cy="560" rx="${f(500 + 140 * t)}" ry="${f(108 + 72 * t)}" stroke="#fff" stroke-width="2.5" fill="none" opacity="0.85"/>`
    }
    body += `<rect x="590" y="668" width="10" height="72" fill="#fff"/>`
    const start = rng.range(300, 420)
    for (let i = 0; i < 6; i++) {
      const t = (i + 0.5) / 6
      const x = start + i * 85 + rng.range(-15, 15)
      body += person(rng, x, 676 + t * 58, 130 + t * 40, rng.pick([teamA, teamB, BRAND.gold, '#e76f51']))
    }
    body += `<rect x="1030" y="340" width="8" height="120" fill="#444"/><rect x="980" y="330" width="110" height="40" fill="${BRAND.navy}"/>`
  } else {
    body += `<rect x="0" y="380" width="${SCENE_W}" height="60" fill="#8d99ae"/>`
    for (let x = 0; x < SCENE_W; x += 40) body += `<rect x="${f(x)}" y="300" width="3" height="140" fill="#6b7280"/>`
    body += `<path d="M0 300 H1200" stroke="#6b7280" stroke-width="3"/>`
    for (let y = 310; y < 440; y += 14)
      body += `<path d="M0 ${f(y)} H1200" stroke="#9ca3af" stroke-width="1" opacity="0.6"/>`
    const court = rng.pick(['#2f6690', '#2a9d8f', '#3a7d44', '#1d4e89'])
    body += `<path d="M0 440 H1200 V800 H0 Z" fill="${court}"/><path d="M60 800 L220 460 H980 L1140 800" stroke="#fff" stroke-width="5" fill="none"/>`
    body += `<path d="M460 460 L420 620 H780 L740 460" stroke="#fff" stroke-width="5" fill="${shade(court, -0.15)}"/><ellipse cx="600" cy="620" rx="180" ry="40" stroke="#fff" stroke-width="5" fill="none"/>`
    body += `<rect x="592" y="250" width="16" height="210" fill="#555"/><rect x="540" y="230" width="120" height="80" fill="#fff" stroke="#222" stroke-width="4"/><rect x="578" y="262" width="44" height="32" fill="none" stroke="#e76f51" stroke-width="4"/><ellipse cx="600" cy="300" rx="26" ry="7" stroke="#e76f51" stroke-width="5" fill="none"/>`
    for (let i = 0; i < 8; i++) {
      const y = rng.range(520, 780)
      body += person(rng, rng.range(120, 1080), y, 120 + (y - 500) * 0.4, i % 2 ? teamA : teamB)
    }
    body += `<circle cx="${f(rng.range(500, 700))}" cy="${f(rng.range(330, 420))}" r="16" fill="#e76f51" stroke="#7a2e1a" stroke-width="2"/>`
  }
  return doc(SCENE_W, SCENE_H, body, defs)
}

export type EventKind = 'stage' | 'graduation' | 'fair'

/** Events: a hall with a stage and audience, a graduation crowd, or an outdoor fair. */
export function eventScene(seed: number, kind: EventKind): string {
  const rng = createRandom(seed)
  let body = ''
  let defs = ''
  if (kind === 'stage') {
    const hall = rng.pick(['#2b2d42', '#2d3047', '#1f2a44', '#3a2e39'])
    const curtain = rng.pick(['#8e1b2c', '#12355b', '#4a1e5c', '#7a1f2b'])
    body += `<rect width="${SCENE_W}" height="${SCENE_H}" fill="${hall}"/>`
    body += `<rect x="120" y="60" width="960" height="360" fill="${shade(hall, 0.15)}"/>`
    for (let i = 0; i < 12; i++)
      body += `<rect x="${f(i < 6 ? 60 + i * 14 : 1056 + (i - 6) * 14)}" y="40" width="14" height="400" fill="${shade(curtain, i % 2 ? -0.15 : 0)}"/>`
    body += `<path d="M60 40 H1140 V90 Q600 130 60 90 Z" fill="${curtain}"/>`
    // A banner with the crest shape and stripes, no words.
    body += `<rect x="330" y="130" width="540" height="120" rx="8" fill="${BRAND.navy}"/><path d="M420 150 h60 v40 q-30 40 -60 0 Z" fill="${BRAND.gold}"/><rect x="510" y="165" width="320" height="16" rx="8" fill="#ffffff" opacity="0.9"/><rect x="510" y="200" width="220" height="12" rx="6" fill="${BRAND.gold}"/>`
    for (let i = 0; i < 3; i++) {
      const x = 300 + i * 300
      body += `<path d="M${f(x)} 0 L${f(x - 120)} 420 L${f(x + 120)} 420 Z" fill="#fff6c8" opacity="0.08"/>`
    }
    body += `<rect x="100" y="420" width="1000" height="40" fill="${shade('#8a5a44', -0.2)}"/>`
    const px = rng.range(480, 720)
    body += person(rng, px, 420, 190)
    body += `<path d="M${f(px + 30)} 420 h80 l-10 -110 h-60 Z" fill="#5c3a24"/><circle cx="${f(px + 70)}" cy="340" r="12" fill="${BRAND.gold}"/>`
    for (let i = 0; i < 4; i++)
      body += `<rect x="${f(160 + i * 70 + (i > 1 ? 640 : 0))}" y="350" width="46" height="70" rx="6" fill="${shade(hall, 0.3)}"/>`
    for (let row = 0; row < 5; row++) {
      const y = 500 + row * 70
      const r = 18 + row * 5
      for (let x = (row % 2) * r * 1.6 + 10; x < SCENE_W; x += r * 3.2) if (rng.chance(0.9)) body += bust(rng, x, y, r)
    }
  } else if (kind === 'graduation') {
    const s = sky(rng)
    defs += s.defs
    body += s.body + treeLine(rng, 420, '#3f7d3a')
    if (rng.chance(0.6)) {
      // The convocation arena behind the crowd.
      const wall = rng.pick(WALLS)
      const x0 = rng.range(150, 450)
      body += `<rect x="${f(x0)}" y="300" width="600" height="180" fill="${wall}"/><path d="M${f(x0 - 20)} 300 L${f(x0 + 300)} 230 L${f(x0 + 620)} 300 Z" fill="${rng.pick(ROOFS)}"/>`
      body += windowGrid(x0 + 20, 320, 560, 140, 10, 2, '#6c8fb3', shade(wall, -0.3), 0.1, rng)
    }
    body += `<rect x="0" y="470" width="${SCENE_W}" height="330" fill="#6aa84f"/>`
    body +=
      palm(rng, rng.range(50, 160), 560, rng.range(320, 380)) +
      palm(rng, rng.range(1040, 1150), 560, rng.range(300, 360))
    const gown = rng.pick(['#12355b', '#1b1b2f', '#2d1e4f', '#0f3d3e'])
    const stole = rng.pick([BRAND.gold, '#b23a48', '#2a9d8f', '#e9c46a'])
    for (let row = 0; row < 5; row++) {
      const y = 500 + row * 68
      const r = 22 + row * 6
      for (let x = (row % 2) * r * 1.5 + 20; x < SCENE_W; x += r * 3) {
        const skin = rng.pick(SKIN)
        body += `<rect x="${f(x - r * 1.6)}" y="${f(y + r * 0.8)}" width="${f(r * 3.2)}" height="${f(r * 2.6)}" rx="${f(r)}" fill="${gown}"/><path d="M${f(x - r * 0.7)} ${f(y + r)} v${f(r * 1.8)} M${f(x + r * 0.7)} ${f(y + r)} v${f(r * 1.8)}" stroke="${stole}" stroke-width="${f(r * 0.35)}"/>`
        body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${skin}"/>`
        body += `<path d="M${f(x - r * 1.5)} ${f(y - r * 0.75)} L${f(x)} ${f(y - r * 1.35)} L${f(x + r * 1.5)} ${f(y - r * 0.75)} L${f(x)} ${f(y - r * 0.2)} Z" fill="#111"/><rect x="${f(x - r * 0.8)}" y="${f(y - r * 0.8)}" width="${f(r * 1.6)}" height="${f(r * 0.45)}" fill="#111"/>`
      }
    }
    for (let i = 0; i < rng.int(8, 12); i++) {
      const x = rng.range(150, 1050)
      const y = rng.range(120, 380)
      const r = rng.range(14, 24)
      const a = rng.range(-30, 30)
      body += `<g transform="rotate(${f(a)} ${f(x)} ${f(y)})"><path d="M${f(x - r * 1.5)} ${f(y)} L${f(x)} ${f(y - r * 0.6)} L${f(x + r * 1.5)} ${f(y)} L${f(x)} ${f(y + r * 0.6)} Z" fill="#111"/><path d="M${f(x)} ${f(y)} q${f(r * 0.5)} ${f(r)} ${f(r * 0.3)} ${f(r * 1.6)}" stroke="${stole}" stroke-width="3" fill="none"/></g>`
    }
  } else {
    const s = sky(rng)
    defs += s.defs
    body += s.body + treeLine(rng, 380, '#3f7d3a')
    body += `<rect x="0" y="440" width="${SCENE_W}" height="360" fill="#d9c7a3"/>`
    const colours = rng.shuffle(['#e76f51', '#2a9d8f', '#e9c46a', '#1f5f99', '#b23a48', '#6a4c93'])
    for (let i = 0; i < 4; i++) {
      const x = 40 + i * 290
      const c = colours[i % colours.length] as string
      body += `<path d="M${f(x)} 380 L${f(x + 130)} 300 L${f(x + 260)} 380 Z" fill="${c}"/>`
      for (let k = 0; k < 5; k++) body += `<path d="M${f(x + k * 52)} 380 q26 24 52 0" fill="${k % 2 ? '#fff' : c}"/>`
      body += `<rect x="${f(x + 6)}" y="380" width="8" height="140" fill="#666"/><rect x="${f(x + 246)}" y="380" width="8" height="140" fill="#666"/><rect x="${f(x + 20)}" y="470" width="220" height="50" fill="#fbfbf7"/><rect x="${f(x + 20)}" y="470" width="220" height="10" fill="${c}"/>`
    }
    for (let i = 0; i < rng.int(10, 14); i++) {
      const y = rng.range(540, 790)
      body += person(rng, rng.range(30, 1170), y, 110 + (y - 540) * 0.45)
    }
  }
  return doc(SCENE_W, SCENE_H, body, defs)
}

/** Students under a big shade tree in a courtyard. */
export function courtyardScene(seed: number): string {
  const rng = createRandom(seed)
  const s = sky(rng)
  const g = lawn(520, '#6aa84f')
  let body = s.body
  const wall = rng.pick(WALLS)
  body += `<rect x="0" y="260" width="${SCENE_W}" height="260" fill="${shade(wall, -0.05)}"/><rect x="0" y="250" width="${SCENE_W}" height="16" fill="${rng.pick(ROOFS)}"/>`
  body += windowGrid(20, 280, 1160, 200, 16, 2, '#6c8fb3', shade(wall, -0.3), 0.05, rng)
  body += g.body
  // A wide shade tree.
  const tx = rng.range(380, 820)
  body += `<path d="M${f(tx - 30)} 700 Q${f(tx - 10)} 520 ${f(tx - 20)} 380 L${f(tx + 20)} 380 Q${f(tx + 10)} 520 ${f(tx + 30)} 700 Z" fill="#6b4a2b"/>`
  for (let i = 0; i < 14; i++)
    body += `<circle cx="${f(tx + rng.range(-260, 260))}" cy="${f(rng.range(230, 380))}" r="${f(rng.range(70, 120))}" fill="${rng.pick(['#2f7d32', '#3b8d3d', '#35823a', '#459a41'])}"/>`
  body += `<ellipse cx="${f(tx)}" cy="700" rx="300" ry="40" fill="#3f7a35" opacity="0.5"/>`
  // Benches with students.
  for (const side of [-1, 1]) {
    const bx = tx + side * 200
    body += `<rect x="${f(bx - 120)}" y="640" width="240" height="16" rx="4" fill="#8a5a3b"/><rect x="${f(bx - 110)}" y="656" width="10" height="40" fill="#5c3a24"/><rect x="${f(bx + 100)}" y="656" width="10" height="40" fill="#5c3a24"/>`
    for (let k = 0; k < 3; k++) body += bust(rng, bx - 80 + k * 80, 585, 26)
  }
  body += palm(rng, 70, 720, 380) + palm(rng, 1130, 730, 360)
  for (let i = 0; i < rng.int(2, 4); i++)
    body += person(rng, rng.range(120, 1080), rng.range(730, 790), rng.range(140, 170))
  return doc(SCENE_W, SCENE_H, body, s.defs + g.defs)
}

export type Motif = 'gear' | 'circuit' | 'health' | 'scales' | 'chart' | 'atom'

/** An abstract faculty banner in the faculty's colour with its emblem. */
export function facultyBanner(seed: number, colour: string, motif: Motif): string {
  const rng = createRandom(seed)
  const defs = linear('bg', [shade(colour, 0.1), shade(colour, -0.35)], false)
  let body = `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#bg)"/>`
  for (let i = 0; i < 9; i++) {
    const r = rng.range(60, 260)
    body += `<circle cx="${f(rng.range(0, SCENE_W))}" cy="${f(rng.range(0, SCENE_H))}" r="${f(r)}" fill="${rng.chance(0.5) ? '#ffffff' : BRAND.gold}" opacity="${f(rng.range(0.05, 0.14))}"/>`
  }
  for (let i = 0; i < 3; i++) {
    const y = 560 + i * 60
    body += `<path d="M0 ${f(y)} Q300 ${f(y - 80)} 600 ${f(y)} T1200 ${f(y)} V800 H0 Z" fill="#ffffff" opacity="${f(0.06 + i * 0.04)}"/>`
  }
  const cx = 600
  const cy = 360
  const ink = '#ffffff'
  body += `<circle cx="${cx}" cy="${cy}" r="190" fill="#ffffff" opacity="0.12"/><circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${BRAND.gold}" stroke-width="6"/>`
  if (motif === 'gear') {
    let d = ''
    const teeth = 12
    for (let i = 0; i < teeth * 2; i++) {
      const a = (Math.PI * 2 * i) / (teeth * 2)
      const r = i % 2 ? 95 : 120
      d += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)} `
    }
    body += `<path d="${d}Z" fill="${ink}"/><circle cx="${cx}" cy="${cy}" r="42" fill="${shade(colour, -0.2)}"/>`
  } else if (motif === 'circuit') {
    body += `<rect x="${cx - 70}" y="${cy - 70}" width="140" height="140" rx="14" fill="${ink}"/><rect x="${cx - 40}" y="${cy - 40}" width="80" height="80" rx="8" fill="${shade(colour, -0.2)}"/>`
    for (let i = -2; i <= 2; i++) {
      body += `<path d="M${cx + i * 25} ${cy - 70} v-40 M${cx + i * 25} ${cy + 70} v40 M${cx - 70} ${cy + i * 25} h-40 M${cx + 70} ${cy + i * 25} h40" stroke="${ink}" stroke-width="8"/>`
    }
  } else if (motif === 'health') {
    body += `<path d="M${cx} ${cy + 100} C${cx - 170} ${cy - 10} ${cx - 90} ${cy - 140} ${cx} ${cy - 60} C${cx + 90} ${cy - 140} ${cx + 170} ${cy - 10} ${cx} ${cy + 100} Z" fill="${ink}"/><path d="M${cx - 20} ${cy - 50} h40 v30 h30 v40 h-30 v30 h-40 v-30 h-30 v-40 h30 Z" fill="${shade(colour, -0.1)}"/>`
  } else if (motif === 'scales') {
    body += `<rect x="${cx - 6}" y="${cy - 110}" width="12" height="200" fill="${ink}"/><rect x="${cx - 60}" y="${cy + 86}" width="120" height="16" rx="6" fill="${ink}"/><path d="M${cx - 110} ${cy - 80} H${cx + 110}" stroke="${ink}" stroke-width="10"/>`
    for (const side of [-1, 1]) {
      const x = cx + side * 100
      body += `<path d="M${x} ${cy - 80} L${x - 40} ${cy + 10} M${x} ${cy - 80} L${x + 40} ${cy + 10}" stroke="${ink}" stroke-width="4"/><path d="M${x - 50} ${cy + 10} h100 q-50 50 -100 0 Z" fill="${ink}"/>`
    }
  } else if (motif === 'chart') {
    for (let i = 0; i < 4; i++) {
      const h = 50 + i * 35
      body += `<rect x="${cx - 100 + i * 52}" y="${cy + 80 - h}" width="38" height="${h}" rx="4" fill="${ink}"/>`
    }
    body += `<path d="M${cx - 110} ${cy + 10} L${cx - 40} ${cy - 30} L${cx + 10} ${cy - 10} L${cx + 100} ${cy - 90}" stroke="${BRAND.gold}" stroke-width="10" fill="none"/><path d="M${cx + 100} ${cy - 90} l-34 6 l24 24 Z" fill="${BRAND.gold}"/>`
  } else {
    for (let i = 0; i < 3; i++)
      body += `<ellipse cx="${cx}" cy="${cy}" rx="120" ry="44" fill="none" stroke="${ink}" stroke-width="8" transform="rotate(${i * 60} ${cx} ${cy})"/>`
    body += `<circle cx="${cx}" cy="${cy}" r="22" fill="${BRAND.gold}"/>`
  }
  return doc(SCENE_W, SCENE_H, body, defs)
}

// ---------------------------------------------------------------- portraits

export type HairStyle = 'short' | 'afro' | 'bald' | 'bun' | 'braids' | 'gele' | 'fila' | 'low'

export type PortraitSpec = {
  seed: number
  skin: number
  hair: HairStyle
  grey?: boolean
  glasses?: boolean
  beard?: boolean
  outfit: 'suit' | 'blouse' | 'agbada' | 'shirt'
  cloth: string
  background: string
}

/** A friendly flat head-and-shoulders portrait, 600 by 600. */
export function portrait(p: PortraitSpec): string {
  const rng = createRandom(p.seed)
  const skin = SKIN[p.skin % SKIN.length] as string
  const dark = shade(skin, -0.25)
  const hair = p.grey ? '#c9c4bd' : rng.pick(HAIR)
  const cx = 300
  const cy = 250
  let body = `<rect width="600" height="600" fill="${p.background}"/><circle cx="300" cy="300" r="250" fill="${shade(p.background, 0.25)}"/>`
  // Hair behind the head.
  if (p.hair === 'afro') body += `<circle cx="${cx}" cy="${cy - 30}" r="150" fill="${hair}"/>`
  if (p.hair === 'braids') {
    body += `<path d="M${cx - 120} ${cy - 40} Q${cx - 150} ${cy + 150} ${cx - 110} ${cy + 210} H${cx + 110} Q${cx + 150} ${cy + 150} ${cx + 120} ${cy - 40} Z" fill="${hair}"/>`
  }
  // Shoulders and clothing.
  const shoulders = `M60 600 Q70 430 200 400 L400 400 Q530 430 540 600 Z`
  body += `<path d="${shoulders}" fill="${p.cloth}"/>`
  body += `<path d="M${cx - 42} 330 h84 v70 q-42 40 -84 0 Z" fill="${dark}"/>`
  if (p.outfit === 'suit') {
    body += `<path d="M${cx - 60} 400 L${cx} 520 L${cx + 60} 400 Z" fill="#ffffff"/><path d="M${cx - 12} 410 h24 l10 110 l-22 26 l-22 -26 Z" fill="${rng.pick(['#b23a48', '#e09f3e', '#1f5f99', '#2e7d6b'])}"/>`
    body += `<path d="M200 400 L${cx - 60} 400 L${cx - 10} 600 L150 600 Z" fill="${shade(p.cloth, -0.15)}"/><path d="M400 400 L${cx + 60} 400 L${cx + 10} 600 L450 600 Z" fill="${shade(p.cloth, -0.15)}"/>`
  } else if (p.outfit === 'blouse') {
    body += `<path d="M${cx - 70} 400 Q${cx} 470 ${cx + 70} 400 Z" fill="${dark}"/>`
    for (let i = 0; i < 5; i++)
      body += `<circle cx="${f(140 + i * 80)}" cy="${f(500 + (i % 2) * 40)}" r="18" fill="${shade(p.cloth, 0.35)}" opacity="0.7"/>`
    body += `<path d="M${cx - 70} 400 Q${cx} 470 ${cx + 70} 400" stroke="${BRAND.gold}" stroke-width="8" fill="none"/>`
  } else if (p.outfit === 'agbada') {
    body += `<path d="M${cx - 50} 400 Q${cx} 440 ${cx + 50} 400 L${cx + 40} 520 Q${cx} 540 ${cx - 40} 520 Z" fill="${shade(p.cloth, 0.3)}"/>`
    body += `<path d="M${cx - 40} 430 q40 20 80 0 M${cx - 36} 460 q36 18 72 0 M${cx - 32} 490 q32 16 64 0" stroke="${BRAND.gold}" stroke-width="5" fill="none"/>`
  } else {
    body += `<path d="M${cx - 55} 400 L${cx - 10} 470 L${cx - 30} 480 Z M${cx + 55} 400 L${cx + 10} 470 L${cx + 30} 480 Z" fill="${shade(p.cloth, 0.35)}"/><path d="M${cx - 10} 410 L${cx} 470 L${cx + 10} 410 Z" fill="${dark}"/>`
    for (let i = 0; i < 3; i++) body += `<circle cx="${cx}" cy="${500 + i * 30}" r="5" fill="${shade(p.cloth, 0.4)}"/>`
  }
  // Ears and head.
  body += `<ellipse cx="${cx - 98}" cy="${cy + 10}" rx="18" ry="28" fill="${skin}"/><ellipse cx="${cx + 98}" cy="${cy + 10}" rx="18" ry="28" fill="${skin}"/>`
  body += `<ellipse cx="${cx}" cy="${cy}" rx="100" ry="120" fill="${skin}"/>`
  // Hair on top.
  if (p.hair === 'short' || p.hair === 'low') {
    const h = p.hair === 'short' ? 40 : 22
    body += `<path d="M${cx - 100} ${cy - 10} Q${cx - 105} ${cy - 125 - h * 0.2} ${cx} ${cy - 120 - h * 0.4} Q${cx + 105} ${cy - 125 - h * 0.2} ${cx + 100} ${cy - 10} Q${cx + 92} ${cy - 80} ${cx} ${cy - 90} Q${cx - 92} ${cy - 80} ${cx - 100} ${cy - 10} Z" fill="${hair}"/>`
  } else if (p.hair === 'afro') {
    body += `<path d="M${cx - 102} ${cy - 5} Q${cx - 110} ${cy - 150} ${cx} ${cy - 150} Q${cx + 110} ${cy - 150} ${cx + 102} ${cy - 5} Q${cx + 90} ${cy - 80} ${cx} ${cy - 85} Q${cx - 90} ${cy - 80} ${cx - 102} ${cy - 5} Z" fill="${hair}"/>`
  } else if (p.hair === 'bun') {
    body += `<circle cx="${cx}" cy="${cy - 150}" r="50" fill="${hair}"/><path d="M${cx - 102} ${cy} Q${cx - 108} ${cy - 135} ${cx} ${cy - 130} Q${cx + 108} ${cy - 135} ${cx + 102} ${cy} Q${cx + 80} ${cy - 70} ${cx} ${cy - 85} Q${cx - 80} ${cy - 70} ${cx - 102} ${cy} Z" fill="${hair}"/>`
  } else if (p.hair === 'braids') {
    body += `<path d="M${cx - 104} ${cy + 10} Q${cx - 110} ${cy - 140} ${cx} ${cy - 135} Q${cx + 110} ${cy - 140} ${cx + 104} ${cy + 10} Q${cx + 70} ${cy - 80} ${cx} ${cy - 88} Q${cx - 70} ${cy - 80} ${cx - 104} ${cy + 10} Z" fill="${hair}"/>`
    for (let i = -3; i <= 3; i++)
      body += `<path d="M${cx + i * 26} ${cy - 130} Q${cx + i * 30} ${cy - 100} ${cx + i * 28} ${cy - 86}" stroke="${shade(hair, 0.25)}" stroke-width="3" fill="none"/>`
  } else if (p.hair === 'gele') {
    const g = rng.pick(['#e09f3e', '#b23a48', '#2a9d8f', '#6a4c93', '#e76f51'])
    body += `<path d="M${cx - 130} ${cy - 40} Q${cx - 160} ${cy - 200} ${cx - 10} ${cy - 210} Q${cx + 170} ${cy - 230} ${cx + 140} ${cy - 40} Q${cx} ${cy - 100} ${cx - 130} ${cy - 40} Z" fill="${g}"/>`
    body += `<path d="M${cx - 100} ${cy - 150} Q${cx} ${cy - 190} ${cx + 120} ${cy - 140} M${cx - 120} ${cy - 100} Q${cx} ${cy - 140} ${cx + 130} ${cy - 90}" stroke="${shade(g, -0.25)}" stroke-width="6" fill="none"/>`
    body += `<path d="M${cx + 90} ${cy - 190} q60 -40 70 20 q-30 -10 -70 -20 Z" fill="${shade(g, 0.2)}"/>`
  } else if (p.hair === 'fila') {
    const c = rng.pick(['#6a4c93', '#1f4e79', '#9e2a2b', '#2e7d6b'])
    body += `<path d="M${cx - 104} ${cy - 50} Q${cx - 90} ${cy - 180} ${cx + 60} ${cy - 170} Q${cx + 140} ${cy - 160} ${cx + 104} ${cy - 50} Q${cx} ${cy - 80} ${cx - 104} ${cy - 50} Z" fill="${c}"/>`
    body += `<path d="M${cx - 100} ${cy - 60} Q${cx} ${cy - 92} ${cx + 102} ${cy - 60}" stroke="${shade(c, 0.3)}" stroke-width="6" fill="none"/>`
  }
  // Face.
  const brow = p.grey ? '#8d8780' : '#1b1310'
  body += `<path d="M${cx - 62} ${cy - 22} q22 -12 44 0 M${cx + 18} ${cy - 22} q22 -12 44 0" stroke="${brow}" stroke-width="7" stroke-linecap="round" fill="none"/>`
  body += `<ellipse cx="${cx - 40}" cy="${cy + 6}" rx="10" ry="12" fill="#1b1310"/><ellipse cx="${cx + 40}" cy="${cy + 6}" rx="10" ry="12" fill="#1b1310"/>`
  body += `<circle cx="${cx - 37}" cy="${cy + 2}" r="3" fill="#ffffff"/><circle cx="${cx + 43}" cy="${cy + 2}" r="3" fill="#ffffff"/>`
  body += `<path d="M${cx - 6} ${cy + 20} q-14 30 2 38 q10 4 18 -2" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  body += `<path d="M${cx - 40} ${cy + 70} Q${cx} ${cy + 102} ${cx + 40} ${cy + 70}" stroke="#5a1f1a" stroke-width="7" fill="none" stroke-linecap="round"/>`
  body += `<circle cx="${cx - 66}" cy="${cy + 52}" r="16" fill="#e07a5f" opacity="0.18"/><circle cx="${cx + 66}" cy="${cy + 52}" r="16" fill="#e07a5f" opacity="0.18"/>`
  if (p.beard) {
    const b = p.grey ? '#bdb7ae' : hair
    body += `<path d="M${cx - 96} ${cy + 20} Q${cx - 90} ${cy + 130} ${cx} ${cy + 128} Q${cx + 90} ${cy + 130} ${cx + 96} ${cy + 20} Q${cx + 80} ${cy + 90} ${cx} ${cy + 95} Q${cx - 80} ${cy + 90} ${cx - 96} ${cy + 20} Z" fill="${b}"/>`
    body += `<path d="M${cx - 34} ${cy + 62} Q${cx} ${cy + 48} ${cx + 34} ${cy + 62}" stroke="${b}" stroke-width="10" fill="none" stroke-linecap="round"/>`
  }
  if (p.glasses) {
    body += `<rect x="${cx - 74}" y="${cy - 14}" width="62" height="44" rx="14" fill="#ffffff" fill-opacity="0.15" stroke="#222" stroke-width="6"/><rect x="${cx + 12}" y="${cy - 14}" width="62" height="44" rx="14" fill="#ffffff" fill-opacity="0.15" stroke="#222" stroke-width="6"/><path d="M${cx - 12} ${cy + 2} q12 -8 24 0" stroke="#222" stroke-width="5" fill="none"/>`
  }
  return doc(PORTRAIT_SIZE, PORTRAIT_SIZE, body)
}

/** The university crest: a shield with the sea, a rising sun and an open book. No lettering. */
export function logoSvg(): string {
  const body =
    `<path d="M256 24 L456 84 V236 Q456 400 256 488 Q56 400 56 236 V84 Z" fill="${BRAND.navy}" stroke="${BRAND.gold}" stroke-width="16"/>` +
    `<circle cx="256" cy="236" r="70" fill="${BRAND.gold}"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI + (Math.PI * i) / 8
      return `<path d="M${f(256 + Math.cos(a) * 88)} ${f(236 + Math.sin(a) * 88)} L${f(256 + Math.cos(a) * 120)} ${f(236 + Math.sin(a) * 120)}" stroke="${BRAND.gold}" stroke-width="10" stroke-linecap="round"/>`
    }).join('') +
    `<rect x="80" y="236" width="352" height="130" fill="${BRAND.navy}"/>` +
    `<path d="M96 262 q40 -24 80 0 t80 0 t80 0 t80 0" stroke="#6fb3e0" stroke-width="12" fill="none"/><path d="M110 298 q36 -22 73 0 t73 0 t73 0 t73 0" stroke="#6fb3e0" stroke-width="10" fill="none"/>` +
    `<path d="M256 420 L256 338 Q206 318 150 330 V404 Q206 396 256 420 Z" fill="#ffffff"/><path d="M256 420 L256 338 Q306 318 362 330 V404 Q306 396 256 420 Z" fill="#f1e6cc"/>`
  return doc(512, 512, body)
}

/** Renders an SVG string to a PNG buffer. */
export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
}
