import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { DetailStates } from '@/components/list/list-states'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useChatChannel } from '@/features/chat/api/chat'
import { ChannelList } from '@/features/chat/components/channel-list'
import { ChatSubjectCard } from '@/features/chat/components/chat-subject-card'
import { Conversation } from '@/features/chat/components/conversation'
import { CounterpartAvatar } from '@/features/chat/components/counterpart-avatar'
import { chatText as text } from '@/locales/id/chat'
import { common } from '@/locales/id/common'

/** /account/chat: the buyer's conversations with shops (no tab of its own: spec §2 has two). */
export function ChatListPage() {
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-10">
      <title>{`${text.buyerTitle} — ${common.brand.name}`}</title>
      <div>
        <h2 className="font-bold text-2xl tracking-tight">{text.buyerTitle}</h2>
        <p className="mt-1 text-muted-foreground">{text.buyerLead}</p>
      </div>
      <ChannelList side="buyer" linkTo={paths.account.chatChannel} />
    </div>
  )
}

/** /account/chat/{id}: one conversation with a shop, live. */
export function ChatPage() {
  const { id = '' } = useParams()
  const channel = useChatChannel('buyer', id)
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-8">
      <Link
        to={paths.account.chat}
        className="flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {text.backToList}
      </Link>
      <DetailStates query={channel}>
        {(data) => (
          <>
            <title>{`${data.counterpart.name} — ${text.buyerTitle} — ${common.brand.name}`}</title>
            <div className="flex items-center gap-3">
              <CounterpartAvatar imageUrl={data.counterpart.imageUrl} side="buyer" size="lg" />
              <h2 className="min-w-0 flex-1 truncate font-bold text-xl tracking-tight">
                {data.counterpart.name}
              </h2>
              {data.counterpart.shopSlug ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.shop(data.counterpart.shopSlug)}>{text.visitShop}</Link>
                </Button>
              ) : null}
            </div>
            {data.subject ? <ChatSubjectCard subject={data.subject} side="buyer" /> : null}
            <Conversation channel={data} side="buyer" />
          </>
        )}
      </DetailStates>
    </div>
  )
}
