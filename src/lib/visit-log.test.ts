import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOG_FIELDS, recordFromLogLine, talliesOfLog } from './visit-log.mjs'
import { talliesFor } from './visit-tally.mjs'

const TEMPLATE = fs.readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8')

const NOW = Date.UTC(2026, 11, 2, 13, 7, 53, 250)

/** A line as nginx writes it, with the log_format's fields, its time first. */
const logLine = (fields: Record<string, string>) =>
  JSON.stringify({
    time: (NOW / 1000).toFixed(3),
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
  })

describe('recordFromLogLine', () => {
  it('reads a page nginx answered into the record the rule counts', () => {
    const record = recordFromLogLine(logLine({}), undefined)
    expect(record).toMatchObject({
      method: 'GET',
      url: '/about/history',
      status: 200,
      light: false,
      siteHost: 'www.acu.edu.ng',
      now: NOW,
    })
    expect(talliesFor(record!).map((t) => `${t.kind}:${t.key}`)).toEqual([
      'view:/about/history',
      'visit:all',
      'device:phone',
    ])
  })

  it("reads the search page's count of results, the data-light page and the public host", () => {
    const line = logLine({ uri: '/search?q=nothing+here', results: '0', light: '1', saveData: 'on' })
    const record = recordFromLogLine(line, 'acu.edu.ng')!
    expect(record).toMatchObject({ searchResults: 0, light: true, siteHost: 'acu.edu.ng' })
    expect(record.headers['save-data']).toBe('on')
    expect(recordFromLogLine(logLine({ results: '' }), undefined)!.searchResults).toBeNull()
  })

  it('reads JSON-escaped values as they were sent', () => {
    const record = recordFromLogLine(logLine({ referer: 'https://example.com/"quoted"\\path' }), undefined)!
    expect(record.headers.referer).toBe('https://example.com/"quoted"\\path')
  })

  it.each([
    ['a line of another format', '127.0.0.1 - - [02/Dec/2026:14:07:53 +0100] "GET / HTTP/1.1" 200 512'],
    ['a line cut short', logLine({}).slice(0, 120)],
    ['a field missing', '{"time":"1796216873.250","method":"GET","uri":"/"}'],
    ['no time', logLine({ time: '' })],
    ['a time that is not one', logLine({ time: 'noon' })],
  ])('ignores %s', (_, line) => {
    expect(recordFromLogLine(line, undefined)).toBeNull()
  })

  it("names exactly the fields deploy/nginx.conf.template's log_format writes", () => {
    const format = /log_format acu_visits escape=json ((?:'[^']*'\s*)+);/.exec(TEMPLATE)
    expect(format, 'the log_format in the template').not.toBeNull()
    const json = format![1].replace(/'\s*'|'/g, '')
    const names = [...json.matchAll(/"(\w+)":"/g)].map((m) => m[1])
    expect(names[0], 'the time first: the reader finds it without reading the JSON').toBe('time')
    expect(names.sort()).toEqual([...LOG_FIELDS].sort())
    expect(TEMPLATE).toMatch(/access_log \$\{ACU_VISIT_LOG\} acu_visits buffer=\w+ flush=\w+ if=\$acu_countable;/)
  })
})

describe('talliesOfLog', () => {
  const kinds = (counted: ReturnType<typeof talliesOfLog>) =>
    counted.flatMap(({ tallies, count }) => tallies.map((t) => `${t.day} ${t.kind}:${t.key} ×${count}`)).sort()

  it('counts lines alike but for their time once, with how many there were', () => {
    const lines = [0, 1, 2].map((n) => logLine({ time: ((NOW + n * 1000) / 1000).toFixed(3) }))
    const other = logLine({ uri: '/admissions/tuition' })
    const counted = talliesOfLog(`${lines.join('\n')}\n${other}\n`, undefined)
    expect(kinds(counted)).toEqual([
      '2026-12-02 device:phone ×1',
      '2026-12-02 device:phone ×3',
      '2026-12-02 view:/about/history ×3',
      '2026-12-02 view:/admissions/tuition ×1',
      '2026-12-02 visit:all ×1',
      '2026-12-02 visit:all ×3',
    ])
  })

  it("keeps each line on its own Lagos day: 23:59:59 and midnight are two days' counts", () => {
    // 23:59:59.900 in Lagos is 22:59:59.900 UTC.
    const late = Date.UTC(2026, 11, 2, 22, 59, 59, 900)
    const lines = [late, late + 200].map((ms) => logLine({ time: (ms / 1000).toFixed(3) }))
    const views = talliesOfLog(`${lines.join('\n')}\n`, undefined)
      .flatMap(({ tallies, count }) => tallies.filter((t) => t.kind === 'view').map((t) => `${t.day} ×${count}`))
      .sort()
    expect(views).toEqual(['2026-12-02 ×1', '2026-12-03 ×1'])
  })

  it('reads only whole lines, and passes over lines that are not ours', () => {
    const text = `not json\n${logLine({ agent: 'Googlebot/2.1' })}\n${logLine({})}\n${logLine({}).slice(0, 40)}`
    // The bot's line is read and counted as nothing; the unfinished last line is not read.
    expect(kinds(talliesOfLog(text, undefined))).toEqual([
      '2026-12-02 device:phone ×1',
      '2026-12-02 view:/about/history ×1',
      '2026-12-02 visit:all ×1',
    ])
  })
})
