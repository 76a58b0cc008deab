import type { WidgetProps } from '@tessera/sdk';
import PostForm from './PostForm';

/** The post form as a widget: write a note from the widget column. */
export default function PostFormWidget(_props: WidgetProps) {
  return (
    <div className="post-form-widget">
      <PostForm inline />
    </div>
  );
}
