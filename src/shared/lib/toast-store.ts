// Mantine's toast store, in a chunk of its own: toast.ts loads it with the first toast.
export { notifications } from '@mantine/notifications';
