// A few 24×24 outline icons, inline so the first page needs no icon font.
const paths = {
  wallet: 'M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H3zM3 7l12-4v4M16 13.5h2',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  rings: 'M9 20a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM15 16a6 6 0 1 0 0-12 6 6 0 0 0 0 12z',
  calendar: 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4',
  building: 'M4 21V4h10v17M14 9h6v12M7 8h4M7 12h4M7 16h4M2 21h20',
  plot: 'M3 17 9 7l6 10 3-5 3 5zM2 21h20',
  land: 'M2 18c4-4 6-4 10 0s6 4 10 0M2 13c4-4 6-4 10 0s6 4 10 0M12 3v6',
  leaf: 'M5 19C5 9 11 4 20 4c0 9-5 15-15 15zM5 19l7-7',
  sign: 'M4 4h16v10H4zM12 14v7M8 21h8',
  ticket: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM13 7v12',
  water: 'M12 3s7 7.5 7 12a7 7 0 0 1-14 0c0-4.5 7-12 7-12z',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  crane: 'M4 21V5l14 0M4 5l4-3M18 5v6M16 11h4v4h-4zM2 21h10',
  percent: 'M19 5 5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  gavel: 'm14 4 6 6M11 7l6 6M12.5 5.5l-5 5 3 3 5-5M9 12l-6 6 2 2 6-6M4 22h10',
  id: 'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0M6 16c.7-2 4.3-2 5 0M14 9h4M14 13h4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  chat: 'M4 4h16v12H8l-4 4z',
  doc: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  home: 'M3 11 12 3l9 8M5 10v11h14V10',
  menu: 'M3 6h18M3 12h18M3 18h18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-2 0-3 2-1 4-1c2 0 3-1.5 3-3.5C21 6.5 17 3 12 3zM7.5 11.5h.01M10 7.5h.01M15 7.5h.01',
  lock: 'M6 10h12v11H6zM8 10V7a4 4 0 0 1 8 0v3',
  print: 'M7 8V3h10v5M5 17H3V9h18v8h-2M7 14h10v7H7z',
  download: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevronLeft: 'm15 5-7 7 7 7',
  chevronRight: 'm9 5 7 7-7 7',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
