import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copied: 'Page copied as Markdown',
  failed: 'Copying failed: open the Markdown link and copy it from there',
};

async function fetchMarkdown(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * Copies the Markdown twin of the current page (written next to it by the llms-txt plugin) to the clipboard,
 * for pasting into an AI assistant or an issue; the link next to it opens the same file.
 */
export default function CopyPageButton({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 2500);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      // The fetch goes into the ClipboardItem as a promise: Safari only allows a clipboard write that starts
      // synchronously inside the click handler, and awaiting the fetch first would lose that permission.
      await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchMarkdown(markdownUrl)})]);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={clsx('button button--sm button--outline button--secondary', styles.button)} onClick={copy}>
        {status === 'copied' ? <IconSuccess className={styles.icon} aria-hidden /> : <IconCopy className={styles.icon} aria-hidden />}
        Copy page
      </button>
      <a className={styles.link} href={markdownUrl} type="text/markdown">
        Markdown
      </a>
      <span className={styles.status} role="status">
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
