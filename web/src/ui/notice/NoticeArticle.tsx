import { noticeDate } from './noticeDate'
import { RichText } from './RichText'
import './noticeArticle.css'

/**
 * A notice: title, author, date (yyyy-MM-dd) and its HTML description, sanitised again here. The notice pages show
 * it and the operator console previews a notice with it, so the preview is the page (issue 32).
 */
export function NoticeArticle(props: { title: string; author: string; createAt: number; description: string }) {
  const date = noticeDate(props.createAt)
  return (
    <article className="notice-detail" data-testid="notice-detail">
      <h1 className="notice-detail__title" data-testid="notice-title">
        {props.title}
      </h1>
      <p className="notice-detail__meta">
        {props.author ? <span data-testid="notice-author">{props.author}</span> : null}
        <time data-testid="notice-date" dateTime={date.iso}>
          {date.text}
        </time>
      </p>
      <RichText className="notice-detail__body rich-text" html={props.description} testId="notice-body" />
    </article>
  )
}
