/** jsdom has neither modal dialogs nor object URLs; these stand in for the browser's. */
export function stubBrowserParts(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  URL.createObjectURL = () => 'blob:chosen-image';
  URL.revokeObjectURL = () => undefined;
}
