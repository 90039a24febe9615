import { DetailPage, detailMetadata, detailStaticParams } from '@/components/news-events/detail-page'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => detailStaticParams('news')
export const generateMetadata = ({ params }: Props) => detailMetadata('news', params)

export default function NewsDetailPage({ params }: Props) {
  return <DetailPage kind="news" params={params} />
}
