/**
 * The examples offered on the start screen. Only their names live here, so the start screen stays
 * small; the trees are built by `templates.ts`, loaded with the workspace.
 */
export const templateList = [
  {
    id: 'shop-support',
    title: 'Shop Support',
    summary:
      'Answers customers about orders, shipping and returns from your policies; connect your order service to look orders up.',
  },
  {
    id: 'team-handbook',
    title: 'Team Handbook',
    summary: 'Answers colleagues’ questions from your handbook and policies, and says when to ask a person.',
  },
  {
    id: 'meeting-notes',
    title: 'Meeting Notes',
    summary: 'Turns rough meeting notes into a clear summary with decisions, owners and next steps.',
  },
] as const;

export type TemplateId = (typeof templateList)[number]['id'];
