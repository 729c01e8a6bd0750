/** Days and times as the console writes them: the formatter lives below the components, in api/dates.ts (the error words use it too). */
export * from '../../api/dates';
