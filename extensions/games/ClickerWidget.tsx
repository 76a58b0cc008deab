import { ClickerGame } from './ClickerGame';

/** The clicker widget: the same game in the widget column. */
export default function ClickerWidget() {
  return (
    <div className="clicker-widget">
      <ClickerGame />
    </div>
  );
}
