import { linkifyParts } from '@pasarprompt/contracts/chat'

/**
 * A message as the plain text it is: React text nodes only (never HTML), with http(s) addresses
 * made links that open apart from the app and pass no referrer or ranking.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm [overflow-wrap:anywhere]">
      {linkifyParts(body).map((part, index) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  )
}
