import Link from '@/components/ui/link'
import { TableHead } from '@/components/ui/table-head'
import type { ModulesOfYearView } from '@/content/programmes'

import styles from './programmes.module.css'

const levelLabel = (level: string) => (/^\d+$/.test(level) ? `${level} Level` : `Level ${level}`)

/**
 * The modules of each year of a programme, one table per year (stacked cards on a phone). A year with more modules
 * than the page lists links to the breakdown's page for the year, which lists them all.
 */
export function ModulesByYear({ years }: { years: ModulesOfYearView[] }) {
  return (
    <div data-testid="programme-modules">
      {years.map((y) => {
        const id = `year-${y.year}`
        return (
          <section key={y.year} className={styles.year} aria-labelledby={id} data-testid="programme-year">
            <h3 id={id}>Year {y.year}</h3>
            {y.modules.length > 0 ? (
              <>
                <p className="meta-line">
                  {y.level ? `${levelLabel(y.level)} · ` : ''}
                  {y.count} {y.count === 1 ? 'module' : 'modules'} · {y.credits} credit units
                </p>
                <table className={`ruled-table table-stack ${styles.table}`}>
                  <caption className="visually-hidden">Modules of year {y.year}</caption>
                  <TableHead columns={['Code', 'Title', 'Credit load', 'Type', 'Semester']} />
                  <tbody>
                    {y.modules.map((m) => (
                      <tr key={`${m.code}-${m.semester}`}>
                        <td data-label="Code" className={styles.code}>
                          {m.code}
                        </td>
                        <th scope="row">{m.title}</th>
                        <td data-label="Credit load">{m.credits}</td>
                        <td data-label="Type">{m.type}</td>
                        <td data-label="Semester">{m.semester}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {y.more ? (
                  <p>
                    {`The first ${y.modules.length} of ${y.count}. `}
                    <Link href={y.more}>{`All the modules of year ${y.year}`}</Link>
                  </p>
                ) : null}
              </>
            ) : (
              <p className={`empty-note ${styles.empty}`}>No modules published for this year yet.</p>
            )}
          </section>
        )
      })}
    </div>
  )
}
