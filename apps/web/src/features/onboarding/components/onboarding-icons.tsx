import {
  type Icon,
  IconBook,
  IconFileText,
  IconFlag,
  IconFlame,
  IconMail,
  IconSearch,
  IconTarget,
  IconTrophy,
  IconUser,
} from '@tabler/icons-react';

/** The contract names icons; the web draws them. */
export const onboardingIcons: Record<string, Icon> = {
  user: IconUser,
  file: IconFileText,
  search: IconSearch,
  mail: IconMail,
  book: IconBook,
  target: IconTarget,
  flag: IconFlag,
  flame: IconFlame,
  trophy: IconTrophy,
};

export const rarityColors = { COMMON: 'gray', RARE: 'blue', EPIC: 'teal', LEGENDARY: 'orange' } as const;
