import { DetailPage, detailMetadata, detailStaticParams } from '@/components/news-events/detail-page'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => detailStaticParams('events')
export const generateMetadata = ({ params }: Props) => detailMetadata('events', params)

export default function EventDetailPage({ params }: Props) {
  return <DetailPage kind="events" params={params} />
}
