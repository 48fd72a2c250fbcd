/** Messages of the profile screens (spec §5 edit profile, §8 delete profile and photo upload), shared by the PWA and the server. */
export const PROFILE_MSG = {
  collegeRequired: 'College name requirred',
  skillRequired: 'Atleast one skill requirred',
  languageRequired: 'Atleast one language name requirred',
  profileUpdated: 'Updated Profile',
  profileDeleted: 'Your profile was deleted successfully',
  profileDeleteFailed: 'There was an issue while deleting ur profile try again later.',
  profileDeleteConfirm: 'Are u sure u wanna delete your profile?',
  photoRequired: 'Please select an image file',
  photoInvalid: 'Please select a valid image file',
  photoTooLarge: (limit: string) => `Please upload a file with size less than ${limit}`,
  photoUploadFailed: 'Sorry unable to upload',
} as const;
