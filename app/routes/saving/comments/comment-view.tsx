/**
 * Why: a comment as text — who, when, whether edited, what they wrote — written once for the
 * visitor's list (no actions: it loads nothing more) and for the logged-in viewer's, whose actions
 * come with the lazily loaded comment-item.tsx. React escapes the text: no HTML of a comment ever
 * reaches the page.
 */
import type { ReactNode } from "react";
import { COMMENTS_COPY } from "~common/saving/comments/messages";
import type { Comment } from "~common/saving/comments/schemas";
import { Avatar } from "../../../components/avatar";

const DATE = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function CommentView({ comment, children }: { comment: Comment; children?: ReactNode }) {
  const { author } = comment;
  return (
    <li className="comment">
      <Avatar
        name={author.full_name}
        colorIndex={author.avatar_color_index}
        imageUrl={author.is_default_image ? null : author.image_medium_url}
        size={32}
      />
      <div className="comment__body">
        <p className="comment__meta">
          <a className="comment__author" href={`/${author.username}/`}>
            {author.full_name || author.username}
          </a>{" "}
          <time dateTime={comment.created_at}>{DATE.format(new Date(comment.created_at))}</time>
          {comment.edited_at ? <span className="comment__edited"> · {COMMENTS_COPY.edited}</span> : null}
        </p>
        <p className="comment__text">{comment.text}</p>
        {children}
      </div>
    </li>
  );
}
