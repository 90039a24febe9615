import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import * as pictures from './site-pictures'

const publicDir = path.join(import.meta.dirname, '../../public')

describe('the pictures that ship with the site', () => {
  it.each(Object.entries(pictures))('%s is described as its file is', async (_name, picture) => {
    const file = await sharp(path.join(publicDir, picture.src)).metadata()
    expect({ width: picture.width, height: picture.height }).toEqual({ width: file.width, height: file.height })
    if (picture.blurDataURL) {
      const tiny = await sharp(Buffer.from(picture.blurDataURL.split(',')[1], 'base64')).metadata()
      expect({ width: tiny.width, height: tiny.height }).toEqual({
        width: picture.blurWidth,
        height: picture.blurHeight,
      })
    }
  })
})
