import type { CopyCheck, TextPiece } from '@pasarprompt/contracts/copies'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { admin } from '@/locales/id/admin'

const text = admin.copies
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 0 })

/** A secret with the words the other secret also has marked; a piece's key is where it starts. */
function MarkedText({ pieces }: { pieces: TextPiece[] }) {
  let offset = 0
  const placed = pieces.map((piece) => {
    const start = offset
    offset += piece.text.length
    return { ...piece, start }
  })
  return (
    <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">
      {placed.map((piece) =>
        piece.shared ? (
          <mark
            key={piece.start}
            title={text.sharedWord}
            className="rounded-sm bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50"
          >
            {piece.text}
          </mark>
        ) : (
          <span key={piece.start}>{piece.text}</span>
        ),
      )}
    </pre>
  )
}

/**
 * What the copy check found for the submission under review (issue 32): each other shop's prompt
 * close to it, with both shops, the similarity and the two secrets side by side. Reviewers only:
 * the seller never learns the other prompt or shop.
 */
export function CopyMatchesCard({ check, shopName }: { check: CopyCheck; shopName: string }) {
  if (check.matches.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        {text.none(formatDateTimeWib(check.checkedAt))}
      </p>
    )
  }
  return (
    <Card className="border-amber-500/50">
      <CardHeader>
        <CardTitle className="text-lg">{text.title}</CardTitle>
        <p className="text-muted-foreground text-sm">
          {check.forRevision
            ? text.leadRevision(check.matches.length)
            : text.lead(check.matches.length)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        {check.matches.map((match) => (
          <section key={match.promptId} className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-medium">
                <Link to={paths.admin.product(match.promptId)} className="hover:underline">
                  {match.title}
                </Link>
              </h3>
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 text-xs tabular-nums dark:bg-amber-950 dark:text-amber-200">
                {text.similarity(percent.format(match.similarity))}
              </span>
            </div>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <div className="grid gap-1.5">
                <h4 className="text-muted-foreground text-xs">{text.submitted(shopName)}</h4>
                <MarkedText pieces={match.submittedText} />
              </div>
              <div className="grid gap-1.5">
                <h4 className="text-muted-foreground text-xs">{text.matched(match.shop.name)}</h4>
                <MarkedText pieces={match.matchedText} />
              </div>
            </div>
          </section>
        ))}
      </CardContent>
    </Card>
  )
}
