import type { AdminProductDetail } from '@pasarprompt/contracts/catalog-for-admin'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.review

/** One version of the secret: prompt text, instructions, change note and examples. */
export function ReviewVersionCard({
  title,
  promptText,
  instructions,
  changeNote,
  examples,
}: Pick<AdminProductDetail, 'promptText' | 'instructions' | 'changeNote' | 'examples'> & {
  title: string
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <section className="grid gap-1.5">
          <h3 className="font-medium">{text.promptText}</h3>
          <pre className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">
            {promptText}
          </pre>
        </section>
        {instructions ? (
          <section className="grid gap-1.5">
            <h3 className="font-medium">{text.instructions}</h3>
            <p className="whitespace-pre-wrap">{instructions}</p>
          </section>
        ) : null}
        {changeNote ? (
          <section className="grid gap-1.5">
            <h3 className="font-medium">{text.changeNote}</h3>
            <p className="whitespace-pre-wrap">{changeNote}</p>
          </section>
        ) : null}
        <section className="grid gap-1.5">
          <h3 className="font-medium">{text.examples}</h3>
          {examples.length === 0 ? (
            <p className="text-muted-foreground">{text.noExamples}</p>
          ) : (
            <ol className="grid gap-3 sm:grid-cols-2">
              {examples.map((example, index) => (
                <li
                  // Examples have no id of their own; their order is what identifies them.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  className="grid gap-1.5 rounded-md border p-2"
                >
                  {example.kind === 'image' && example.imageUrl ? (
                    <img
                      src={example.imageUrl}
                      alt={text.exampleAlt(index + 1)}
                      className="aspect-video w-full rounded object-cover"
                    />
                  ) : (
                    <p className="line-clamp-6 whitespace-pre-wrap text-xs">{example.text}</p>
                  )}
                  {example.caption ? (
                    <p className="text-muted-foreground text-xs">{example.caption}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  )
}
