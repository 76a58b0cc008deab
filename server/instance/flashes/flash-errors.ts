import { clientError } from '../errors';

const noSuchFlash = (id: string) => clientError('NO_SUCH_FLASH', id, 'No such flash.');

/** Misskey's flash errors; each endpoint words a missing Play with its own id. */
export const flashErrors = {
  noSuchFlashToShow: noSuchFlash('f0d34a1a-d29a-401d-90ba-1982122b5630'),
  noSuchFlashToUpdate: noSuchFlash('611e13d2-309e-419a-a5e4-e0422da39b02'),
  accessDeniedToUpdate: clientError('ACCESS_DENIED', '08e60c88-5948-478e-a132-02ec701d67b2', 'Access denied.'),
  noSuchFlashToDelete: noSuchFlash('de1623ef-bbb3-4289-a71e-14cfa83d9740'),
  accessDeniedToDelete: clientError('ACCESS_DENIED', '1036ad7b-9f92-4fff-89c3-0e50dc941704', 'Access denied.'),
  noSuchFlashToLike: noSuchFlash('c07c1491-9161-4c5c-9d75-01906f911f73'),
  yourFlash: clientError('YOUR_FLASH', '3fd8a0e7-5955-4ba9-85bb-bf3e0c30e13b', 'You cannot like your flash.'),
  alreadyLiked: clientError(
    'ALREADY_LIKED',
    '010065cf-ad43-40df-8067-abff9f4686e3',
    'The flash has already been liked.',
  ),
  noSuchFlashToUnlike: noSuchFlash('afe8424a-a69e-432d-a5f2-2f0740c62410'),
  notLiked: clientError('NOT_LIKED', '755f25a7-9871-4f65-9f34-51eaad9ae0ac', 'You have not liked that flash.'),
};
