// What this browser keeps for the person using it (a letter on its way to the print tab, an open
// support chat) is named under one prefix, so signing out removes all of it at once and the next
// person at the same computer finds none of it.
const personalPrefix = 'credit-repair.person:';

export const personalStorageKey = (name: string) => `${personalPrefix}${name}`;

function forgetIn(store: Storage) {
  for (let i = store.length - 1; i >= 0; i -= 1) {
    const key = store.key(i);
    if (key?.startsWith(personalPrefix)) store.removeItem(key);
  }
}

export function forgetPersonalStorage() {
  try {
    forgetIn(localStorage);
    forgetIn(sessionStorage);
  } catch {
    // Storage disabled: then nothing was kept either.
  }
}
