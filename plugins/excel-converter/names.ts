/** A sheet's name as a file name: the characters file systems refuse replaced, no leading dot; '' if nothing is left. */
export const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001F]/g, '_').replace(/^\.+/, '').trim();
