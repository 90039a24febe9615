'use client'

import Image from 'next/image'
import { useState } from 'react'

import styles from './detail.module.css'

/** The item's picture; if it is missing or fails to load, a placeholder says so. */
export function DetailImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <div className={`media-box ${styles.figure}`}>
      {src && !failed ? (
        <Image
          src={src}
          alt=""
          fill
          sizes="(min-width: 960px) 760px, 100vw"
          preload
          loading="eager"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="media-box__empty">No image available</span>
      )}
    </div>
  )
}
