import { NewTabHint } from '@/components/layout/icons'
import { usePageAddress } from '@/components/layout/page-path'
import type { SiteView, WhatsAppChatView, WhatsAppOffice } from '@/content/site'
import { linkPing } from '@/lib/visit-tally.mjs'
import { whatsappChatUrl } from '@/lib/whatsapp'

import styles from './whatsapp-chat.module.css'

/**
 * 'Chat with the Bursary on WhatsApp': a link that opens the chat with the greeting typed in. Following
 * it is counted by the browser's ping, with no script (docs/decisions/0038).
 */
export function WhatsAppLink({
  chat,
  message,
  className,
}: {
  chat: WhatsAppChatView
  message?: string
  className?: string
}) {
  const page = usePageAddress()
  return (
    <a
      className={className ?? 'button button--accent'}
      href={whatsappChatUrl(chat.digits, message ?? chat.greeting)}
      target="_blank"
      rel="noopener noreferrer"
      ping={page ? linkPing('whatsapp', page.origin, page.pathname) : undefined}
    >
      Chat with the {chat.office} on WhatsApp
      <NewTabHint />
    </a>
  )
}

/**
 * A band under a page's content: a question, then a WhatsApp chat with the office that answers it.
 * Nothing when the office has no number in the site settings.
 */
export function WhatsAppBand({
  chat,
  question,
  message,
}: {
  chat: WhatsAppChatView | null
  question: string
  message?: string
}) {
  if (!chat) return null
  return (
    <aside className="section section--paper" aria-label={`WhatsApp: ${chat.office}`}>
      <div className={`container ${styles.bandInner}`}>
        <p className={styles.question}>{question}</p>
        <div>
          <WhatsAppLink chat={chat} message={message} />
          <p className={styles.number}>WhatsApp {chat.number}</p>
        </div>
      </div>
    </aside>
  )
}

const CONTACT_ORDER: WhatsAppOffice[] = ['admissions', 'bursary', 'studentAffairs']

/** The contact page's WhatsApp chats: one card per office with a number. Nothing when none has. */
export function WhatsAppChats({ site }: { site: SiteView }) {
  const chats = CONTACT_ORDER.flatMap((office) => (site.whatsapp[office] ? [site.whatsapp[office]] : []))
  if (chats.length === 0) return null
  return (
    <section className="section" aria-labelledby="whatsapp-title">
      <div className="container">
        <h2 id="whatsapp-title">Chat with us on WhatsApp</h2>
        <ul className={styles.chats}>
          {chats.map((chat) => (
            <li key={chat.office} className={styles.chat}>
              <h3 className={styles.office}>{chat.office}</h3>
              <p className={styles.number}>{chat.number}</p>
              <WhatsAppLink chat={chat} className="button button--ghost" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
