import type { AppProps } from 'next/app'
import Head from 'next/head'

import { LightModeProvider } from '@/components/layout/light-mode'
import { LIGHT_LOCALE } from '@/lib/data-light.mjs'
import { bodyFont } from '@/styles/fonts'

import '@/styles/tokens.css'
import '@/styles/globals.css'

/** Global CSS and the site's typeface for every document page; each page renders its own frame. */
export default function App({ Component, pageProps, router }: AppProps) {
  return (
    <LightModeProvider value={router.locale === LIGHT_LOCALE}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3b60" />
        <style>{`:root{--font-body:${bodyFont.style.fontFamily}}`}</style>
      </Head>
      <Component {...pageProps} />
    </LightModeProvider>
  )
}
