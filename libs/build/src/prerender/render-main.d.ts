import type { ReactElement } from 'react';

export function renderMain(element: ReactElement): string;
