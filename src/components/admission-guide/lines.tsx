/** A paragraph a line of a text the web team wrote. */
export function Lines({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <>
      {text
        .split('\n')
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </>
  )
}
