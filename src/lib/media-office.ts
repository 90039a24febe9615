/** Which contact office speaks to the press: the first whose name says media, press or public relations. */

const MEDIA = /\bmedia\b|\bpress\b|\bpublic relations\b/i

export function findMediaOffice<O extends { office: string }>(offices: readonly O[]): O | null {
  return offices.find((o) => MEDIA.test(o.office)) ?? null
}
