import {ServerOnly} from '@site/plugins/server-html/client';
import RequirementsBox, {type Props} from './RequirementsBox.server';

/**
 * The prerequisites box at the top of a guide: which node modes the page's tasks need, which funds, and
 * whether a postage batch is needed. Server-only: the browser keeps the HTML and never loads the data. Usage
 * in MDX: `<Requirements modes={['light', 'full']} funds={['xBZZ', 'xDAI']} batch />`.
 */
export default function Requirements(props: Props) {
  return (
    <ServerOnly id="requirements">
      <RequirementsBox {...props} />
    </ServerOnly>
  );
}

export {ModeBadges} from './ModeBadges';
