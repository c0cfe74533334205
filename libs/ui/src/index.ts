export { Avatar, type AvatarProps, type AvatarSize } from './Avatar';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyle,
  type ButtonVariant,
} from './Button';
export { Card, type CardProps } from './Card';
export { classNames } from './class-names';
export { formatCount } from './format-count';
export { formatDate, type DateStyle } from './format-date';
export { FormAlert } from './FormAlert';
export { initials } from './initials';
export { prefersReducedMotion } from './motion';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  STRUCTURED_DATA_TYPES,
  serializeStructuredData,
  structuredData,
  type StructuredData,
  type StructuredDataType,
} from './structured-data';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastTitle,
  ToastViewport,
  type ToastProps,
  type ToastVariant,
  type ToastViewportProps,
} from './Toast';
export { VisuallyHidden } from './VisuallyHidden';
