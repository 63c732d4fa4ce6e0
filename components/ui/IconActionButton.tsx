import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './IconActionButton.module.css';

export interface IconActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Pulls the button into the gutter by its padding, so the icon lines up with the content. */
  edge?: 'start' | 'end' | false;
  /** Required: an icon alone has no words to name the button. */
  'aria-label': string;
}

/** A round icon button on a plain `<button>`, without MUI's IconButton, ButtonBase and ripple. */
const IconActionButton = forwardRef<HTMLButtonElement, IconActionButtonProps>(
  function IconActionButton({ type = 'button', edge = false, className, ...props }, ref) {
    const look = [styles.round, edge ? styles[edge] : null, className].filter(Boolean).join(' ');
    return <button ref={ref} type={type} className={look} {...props} />;
  },
);

export default IconActionButton;
