import * as migration_20261121_235902_initial from './20261121_235902_initial';
import * as migration_20261122_162259_page_texts from './20261122_162259_page_texts';
import * as migration_20261122_162556_search_index from './20261122_162556_search_index';
import * as migration_20261122_193541_applicant_requirements from './20261122_193541_applicant_requirements';
import * as migration_20261122_225621_instances from './20261122_225621_instances';
import * as migration_20261123_054650_object_storage_fields from './20261123_054650_object_storage_fields';
import * as migration_20261124_022626_login_guard from './20261124_022626_login_guard';
import * as migration_20261124_034233_home_centres_counted from './20261124_034233_home_centres_counted';
import * as migration_20261125_120351_search_kinds from './20261125_120351_search_kinds';
import * as migration_20261125_120352_search_kinds_index from './20261125_120352_search_kinds_index';
import * as migration_20261125_154315_versions_and_redirects from './20261125_154315_versions_and_redirects';
import * as migration_20261126_085017_faculty_editors_and_audit from './20261126_085017_faculty_editors_and_audit';
import * as migration_20261126_090611_scheduled_publishing from './20261126_090611_scheduled_publishing';
import * as migration_20261127_140439_whatsapp_chats from './20261127_140439_whatsapp_chats';
import * as migration_20261127_150012_admission_steps from './20261127_150012_admission_steps';
import * as migration_20261127_150837_library_details from './20261127_150837_library_details';
import * as migration_20261127_181857_fee_due from './20261127_181857_fee_due';
import * as migration_20261127_194724_admission_guide from './20261127_194724_admission_guide';
import * as migration_20261128_022946_drafts_for_pages from './20261128_022946_drafts_for_pages';
import * as migration_20261202_064142_legal_pages from './20261202_064142_legal_pages';
import * as migration_20261202_141541_visit_counts from './20261202_141541_visit_counts';
import * as migration_20261206_031819_cache_tags_stale_at_optional from './20261206_031819_cache_tags_stale_at_optional';

export const migrations = [
  {
    up: migration_20261121_235902_initial.up,
    down: migration_20261121_235902_initial.down,
    name: '20261121_235902_initial',
  },
  {
    up: migration_20261122_162259_page_texts.up,
    down: migration_20261122_162259_page_texts.down,
    name: '20261122_162259_page_texts',
  },
  {
    up: migration_20261122_162556_search_index.up,
    down: migration_20261122_162556_search_index.down,
    name: '20261122_162556_search_index',
  },
  {
    up: migration_20261122_193541_applicant_requirements.up,
    down: migration_20261122_193541_applicant_requirements.down,
    name: '20261122_193541_applicant_requirements',
  },
  {
    up: migration_20261122_225621_instances.up,
    down: migration_20261122_225621_instances.down,
    name: '20261122_225621_instances',
  },
  {
    up: migration_20261123_054650_object_storage_fields.up,
    down: migration_20261123_054650_object_storage_fields.down,
    name: '20261123_054650_object_storage_fields',
  },
  {
    up: migration_20261124_022626_login_guard.up,
    down: migration_20261124_022626_login_guard.down,
    name: '20261124_022626_login_guard',
  },
  {
    up: migration_20261124_034233_home_centres_counted.up,
    down: migration_20261124_034233_home_centres_counted.down,
    name: '20261124_034233_home_centres_counted',
  },
  {
    up: migration_20261125_120351_search_kinds.up,
    down: migration_20261125_120351_search_kinds.down,
    name: '20261125_120351_search_kinds',
  },
  {
    up: migration_20261125_120352_search_kinds_index.up,
    down: migration_20261125_120352_search_kinds_index.down,
    name: '20261125_120352_search_kinds_index',
  },
  {
    up: migration_20261125_154315_versions_and_redirects.up,
    down: migration_20261125_154315_versions_and_redirects.down,
    name: '20261125_154315_versions_and_redirects',
  },
  {
    up: migration_20261126_085017_faculty_editors_and_audit.up,
    down: migration_20261126_085017_faculty_editors_and_audit.down,
    name: '20261126_085017_faculty_editors_and_audit',
  },
  {
    up: migration_20261126_090611_scheduled_publishing.up,
    down: migration_20261126_090611_scheduled_publishing.down,
    name: '20261126_090611_scheduled_publishing',
  },
  {
    up: migration_20261127_140439_whatsapp_chats.up,
    down: migration_20261127_140439_whatsapp_chats.down,
    name: '20261127_140439_whatsapp_chats',
  },
  {
    up: migration_20261127_150012_admission_steps.up,
    down: migration_20261127_150012_admission_steps.down,
    name: '20261127_150012_admission_steps',
  },
  {
    up: migration_20261127_150837_library_details.up,
    down: migration_20261127_150837_library_details.down,
    name: '20261127_150837_library_details',
  },
  {
    up: migration_20261127_181857_fee_due.up,
    down: migration_20261127_181857_fee_due.down,
    name: '20261127_181857_fee_due',
  },
  {
    up: migration_20261127_194724_admission_guide.up,
    down: migration_20261127_194724_admission_guide.down,
    name: '20261127_194724_admission_guide',
  },
  {
    up: migration_20261128_022946_drafts_for_pages.up,
    down: migration_20261128_022946_drafts_for_pages.down,
    name: '20261128_022946_drafts_for_pages',
  },
  {
    up: migration_20261202_064142_legal_pages.up,
    down: migration_20261202_064142_legal_pages.down,
    name: '20261202_064142_legal_pages',
  },
  {
    up: migration_20261202_141541_visit_counts.up,
    down: migration_20261202_141541_visit_counts.down,
    name: '20261202_141541_visit_counts',
  },
  {
    up: migration_20261206_031819_cache_tags_stale_at_optional.up,
    down: migration_20261206_031819_cache_tags_stale_at_optional.down,
    name: '20261206_031819_cache_tags_stale_at_optional'
  },
];
