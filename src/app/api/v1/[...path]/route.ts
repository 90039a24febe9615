import { handleContract } from '@/contract/router'

type Context = { params: Promise<{ path: string[] }> }

const handle = async (request: Request, { params }: Context) => handleContract(request, (await params).path)

export const GET = handle
export const PUT = handle
export const POST = handle
export const PATCH = handle
export const DELETE = handle
