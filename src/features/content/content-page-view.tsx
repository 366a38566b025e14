import type { ContentPage } from '#domain/content.ts'

/** An information page from the content list: a title and its sections. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="content-page" aria-labelledby="content-title">
      <h1 id="content-title">{page.title}</h1>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  )
}
