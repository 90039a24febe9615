import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOG_FIELDS, LOG_TAG, recordFromLogLine } from './visit-log.mjs'
import { talliesFor } from './visit-tally.mjs'

const TEMPLATE = fs.readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8')

/** A line as nginx sends it over syslog (`nohostname`), with the log_format's fields. */
const datagram = (fields: Record<string, string>) =>
  `<190>Dec  2 14:07:53 ${LOG_TAG}: ${JSON.stringify({
    method: 'GET',
    uri: '/about/history',
    status: '200',
    host: 'www.acu.edu.ng',
    light: '0',
    results: '',
    referer: '',
    agent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    saveData: '',
    mobile: '?1',
    dnt: '',
    gpc: '',
    secPurpose: '',
    purpose: '',
    xMoz: '',
    ...fields,
  })}`

const NOW = Date.UTC(2026, 11, 2, 13, 7, 53)

describe('recordFromLogLine', () => {
  it('reads a page nginx answered into the record the rule counts', () => {
    const record = recordFromLogLine(datagram({}), NOW, undefined)
    expect(record).toMatchObject({
      method: 'GET',
      url: '/about/history',
      status: 200,
      light: false,
      siteHost: 'www.acu.edu.ng',
    })
    expect(talliesFor(record!).map((t) => `${t.kind}:${t.key}`)).toEqual([
      'view:/about/history',
      'visit:all',
      'device:phone',
    ])
  })

  it("reads the search page's count of results, the data-light page and the public host", () => {
    const line = datagram({ uri: '/search?q=nothing+here', results: '0', light: '1', saveData: 'on' })
    const record = recordFromLogLine(line, NOW, 'acu.edu.ng')!
    expect(record).toMatchObject({ searchResults: 0, light: true, siteHost: 'acu.edu.ng' })
    expect(record.headers['save-data']).toBe('on')
    expect(recordFromLogLine(datagram({ results: '' }), NOW, undefined)!.searchResults).toBeNull()
  })

  it('reads JSON-escaped values as they were sent', () => {
    const record = recordFromLogLine(datagram({ referer: 'https://example.com/"quoted"\\path' }), NOW, undefined)!
    expect(record.headers.referer).toBe('https://example.com/"quoted"\\path')
  })

  it.each([
    ['a line from another daemon', '<190>Dec  2 14:07:53 sshd: {"method":"GET"}'],
    ['a line cut short', datagram({}).slice(0, 120)],
    ['a field missing', `<190>Dec  2 14:07:53 ${LOG_TAG}: {"method":"GET","uri":"/"}`],
    ['no JSON', `<190>Dec  2 14:07:53 ${LOG_TAG}: GET /`],
  ])('ignores %s', (_, line) => {
    expect(recordFromLogLine(line, NOW, undefined)).toBeNull()
  })

  it("names exactly the fields deploy/nginx.conf.template's log_format writes", () => {
    const format = /log_format acu_visits escape=json ((?:'[^']*'\s*)+);/.exec(TEMPLATE)
    expect(format, 'the log_format in the template').not.toBeNull()
    const json = format![1].replace(/'\s*'|'/g, '')
    const names = [...json.matchAll(/"(\w+)":"/g)].map((m) => m[1])
    expect(names.sort()).toEqual([...LOG_FIELDS].sort())
    expect(TEMPLATE).toContain(`tag=${LOG_TAG},nohostname acu_visits if=$acu_countable`)
  })
})
