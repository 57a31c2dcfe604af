import { sql, type Kysely } from 'kysely';

/**
 * The six record tables (spec 02 §3, spec 01 §3). Column names are the snake_case of the domain
 * schema keys as Kysely's CamelCasePlugin writes them; the lists are frozen here, as a migration
 * must describe the schema of its own day.
 */
type ColumnList = ReadonlyArray<readonly [string, 'text' | 'boolean' | 'integer' | 'double precision' | 'date' | 'jsonb']>;

const SCHOOLS_COLUMNS: ColumnList = [
  ['school_name', 'text'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['street_name', 'text'],
  ['enumeration_area', 'text'],
  ['reference', 'text'],
  ['town', 'text'],
  ['phone_number', 'text'],
  ['email', 'text'],
  ['image_uri', 'text'],
  ['year_established', 'integer'],
  ['community_type', 'text'],
  ['level_of_education', 'text'],
  ['type_of_school', 'text'],
  ['system_of_education', 'text'],
  ['shift_system', 'boolean'],
  ['shift_type', 'text'],
  ['shared_facility', 'boolean'],
  ['shared_facility_types', 'text'],
  ['distance_from_community', 'double precision'],
  ['learners_average_distance', 'double precision'],
  ['accessibility', 'text'],
  ['inaccessibility_reason', 'jsonb'],
  ['development_plan', 'boolean'],
  ['management_committee', 'boolean'],
  ['monitoring', 'boolean'],
  ['monitoring_authority', 'text'],
  ['last_monitoring_date', 'date'],
  ['school_based_monitoring', 'boolean'],
  ['last_school_based_monitoring_date', 'date'],
  ['conditional_cash_transfer', 'boolean'],
  ['school_grant', 'boolean'],
  ['security_guard', 'boolean'],
  ['physical_building', 'text'],
  ['perimeter_fence', 'text'],
  ['classrooms', 'text'],
  ['temporary_structure_uts', 'text'],
  ['temporary_structure_canopy', 'text'],
  ['building_remarks', 'text'],
  ['learner_tables', 'text'],
  ['learner_chairs', 'text'],
  ['learner_mats', 'text'],
  ['learner_writing_boards', 'text'],
  ['learner_chalk', 'text'],
  ['learner_marker', 'text'],
  ['learner_pit_toilet', 'text'],
  ['learner_water_cistern', 'text'],
  ['learner_bucket_system', 'text'],
  ['learner_remarks', 'text'],
  ['staff_tables', 'text'],
  ['staff_chairs', 'text'],
  ['staff_room', 'text'],
  ['staff_book_shelf', 'text'],
  ['staff_pit_toilet', 'text'],
  ['staff_water_cistern', 'text'],
  ['staff_bucket_system', 'text'],
  ['staff_remarks', 'text'],
  ['audio_visual_aids', 'boolean'],
  ['graphs', 'boolean'],
  ['teachers_guide', 'boolean'],
  ['pupils_books', 'boolean'],
  ['posters', 'boolean'],
  ['national_grid', 'boolean'],
  ['solar', 'boolean'],
  ['generator', 'boolean'],
  ['other_power_source', 'boolean'],
  ['other_power_source_text', 'text'],
  ['electricity_none', 'boolean'],
  ['rain', 'boolean'],
  ['well', 'boolean'],
  ['river', 'boolean'],
  ['waterboard', 'boolean'],
  ['water_none', 'boolean'],
  ['learner_accommodation_available', 'boolean'],
  ['alternate_learner_accommodation', 'text'],
  ['abep_curriculum', 'boolean'],
  ['using_abep_curriculum', 'boolean'],
  ['availibility_of_guidelines', 'boolean'],
  ['guidelines_in_use', 'boolean'],
  ['other_curriculum', 'text'],
  ['teaching_quran', 'boolean'],
  ['teaching_hadith', 'boolean'],
  ['teaching_maths', 'boolean'],
  ['teaching_english', 'boolean'],
  ['teaching_others', 'boolean'],
  ['available_quran_books', 'boolean'],
  ['available_hadith_books', 'boolean'],
  ['available_maths_books', 'boolean'],
  ['available_english_books', 'boolean'],
  ['available_other_books', 'boolean'],
  ['other_types_of_books', 'text'],
  ['teaching_materials', 'jsonb'],
  ['power_sources', 'jsonb'],
  ['water_sources', 'jsonb'],
  ['text_book_provider', 'jsonb'],
  ['other_text_book_provider', 'text'],
  ['food_foor_almajiri', 'boolean'],
  ['community_based_management', 'boolean'],
  ['community_based_management_type', 'text'],
  ['community_support', 'boolean'],
  ['community_support_type', 'text'],
  ['rules_against_violence', 'boolean'],
  ['physical_bullying', 'boolean'],
  ['safety_rules', 'boolean'],
  ['flooding', 'boolean'],
  ['natural_hazards', 'boolean'],
  ['climate_change', 'boolean'],
  ['has_focal_person', 'boolean'],
  ['focal_person_name', 'text'],
  ['focal_person_phone', 'text'],
  ['person_responsible_name', 'text'],
  ['person_responsible_phone', 'text'],
  ['has_first_aid_kit', 'boolean'],
];

const LEARNERS_COLUMNS: ColumnList = [
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['middle_name', 'text'],
  ['sex', 'text'],
  ['date_of_birth', 'date'],
  ['age', 'integer'],
  ['current_level', 'text'],
  ['current_class', 'text'],
  ['guardian_name', 'text'],
  ['guardian_phone', 'text'],
  ['phone', 'text'],
];

const STAFF_COLUMNS: ColumnList = [
  ['full_name', 'text'],
  ['sex', 'text'],
  ['role', 'text'],
  ['type_of_staff', 'text'],
  ['qualifications', 'text'],
  ['phone', 'text'],
  ['email', 'text'],
];

const COMMUNITIES_COLUMNS: ColumnList = [
  ['name', 'text'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['community_type', 'text'],
  ['reference', 'text'],
  ['geo_political_zone', 'text'],
  ['basic_schools', 'integer'],
  ['has_pre_primary_schools', 'boolean'],
  ['has_primary_schools', 'boolean'],
  ['has_jssschools', 'boolean'],
  ['has_other_schools', 'boolean'],
  ['specific_other_schools', 'text'],
  ['schools_owned_by_government', 'boolean'],
  ['schools_owned_by_ngos', 'boolean'],
  ['privately_owned_schools', 'boolean'],
  ['schools_owned_by_others', 'boolean'],
  ['specify_other_school_owners', 'text'],
  ['boys_never_attended_school_rate', 'text'],
  ['girls_never_attended_school_rate', 'text'],
  ['community_has_dropouts', 'boolean'],
  ['dropout_boys_rate', 'text'],
  ['dropout_girls_rate', 'text'],
  ['preferred_education_type', 'text'],
];

const HOUSEHOLDS_COLUMNS: ColumnList = [
  ['household_head', 'text'],
  ['marital_status', 'text'],
  ['age_of_household_head', 'integer'],
  ['phone', 'text'],
  ['address', 'text'],
  ['years_in_community', 'integer'],
  ['household_income', 'text'],
  ['number_of_male_members', 'integer'],
  ['number_of_female_members', 'integer'],
  ['has_member_with_disability', 'boolean'],
  ['disability_type', 'text'],
  ['has_school_age_children', 'boolean'],
  ['number_of_children_in_school', 'integer'],
  ['number_of_children_not_in_school', 'integer'],
  ['father_alive', 'boolean'],
  ['father_education_level', 'text'],
  ['father_occupation', 'text'],
  ['mother_alive', 'boolean'],
  ['mother_education_level', 'text'],
  ['mother_occupation', 'text'],
  ['has_access_to_health_facility', 'boolean'],
  ['health_facility_type', 'text'],
  ['health_facility_distance', 'double precision'],
  ['immunization_up_to_date', 'boolean'],
  ['has_stunted_growth', 'boolean'],
  ['has_wasting', 'boolean'],
  ['has_underweight', 'boolean'],
  ['has_overweight', 'boolean'],
];

const OOS_CHILDREN_COLUMNS: ColumnList = [
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['middle_name', 'text'],
  ['nin', 'text'],
  ['phone', 'text'],
  ['marital_status', 'text'],
  ['landmark', 'text'],
  ['address', 'text'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['geo_political_zone', 'text'],
  ['sex', 'text'],
  ['age', 'double precision'],
  ['category', 'text'],
  ['disability', 'text'],
  ['date_of_birth', 'date'],
  ['reason', 'text'],
  ['specify_reason', 'text'],
  ['interest_in_enrolling', 'boolean'],
  ['reasons_not_to_enrol_if_no', 'text'],
  ['other_reason_not_to_enrol_if_no', 'text'],
  ['time_willing_to_enrol_if_yes', 'text'],
  ['other_time_willing_to_enrol_if_yes', 'text'],
  ['support_requirements_if_yes', 'jsonb'],
  ['other_support_requirements_if_yes', 'text'],
  ['attendance_in_vocational_training', 'boolean'],
  ['vocational_training_type', 'text'],
  ['special_needs_seeing', 'boolean'],
  ['special_needs_hearing', 'boolean'],
  ['special_needs_walking', 'boolean'],
  ['special_needs_remembering', 'boolean'],
  ['special_needs_communicating', 'boolean'],
  ['special_needs_self_care', 'boolean'],
  ['special_needs_other', 'boolean'],
  ['specify_special_needs_other', 'text'],
  ['living_with', 'text'],
  ['loss_of_parent', 'text'],
  ['psycho_social_support', 'boolean'],
];

/** Columns every record table has: identity, device origin, location, sync and audit times. */
async function createRecordTable(db: Kysely<unknown>, table: string, columns: ColumnList, links: (t: string) => Promise<void>) {
  let builder = db.schema
    .createTable(table)
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()::text`),
    )
    .addColumn('collector_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('state', 'text')
    .addColumn('lga', 'text')
    .addColumn('ward', 'text')
    .addColumn('zone', 'text')
    .addColumn('sync_status', 'text', (c) => c.notNull().defaultTo('synced'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
  for (const [name, type] of columns) builder = builder.addColumn(name, sql.raw(type));
  await builder.execute();
  await links(table);
  for (const columnsOfIndex of [
    ['state', 'updated_at', 'id'],
    ['state', 'lga', 'ward'],
    ['zone'],
    ['updated_at', 'id'],
    ['created_at', 'id'],
    ['collector_id'],
  ]) {
    await db.schema
      .createIndex(`${table}_${columnsOfIndex.join('_')}_idx`)
      .on(table)
      .columns(columnsOfIndex)
      .execute();
  }
}

async function index(db: Kysely<unknown>, table: string, columns: string[]) {
  await db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns)
    .execute();
}

async function lowerIndex(db: Kysely<unknown>, table: string, column: string) {
  await sql`create index ${sql.raw(`${table}_lower_${column}_idx`)} on ${sql.table(table)} (lower(${sql.ref(column)}) text_pattern_ops)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createRecordTable(db, 'schools', SCHOOLS_COLUMNS, async (t) => {
    for (const c of ['type_of_school', 'level_of_education', 'community_type', 'system_of_education', 'accessibility']) await index(db, t, [c]);
    await lowerIndex(db, t, 'school_name');
    await lowerIndex(db, t, 'reference');
  });
  await createRecordTable(db, 'communities', COMMUNITIES_COLUMNS, async (t) => {
    for (const c of ['community_type', 'preferred_education_type']) await index(db, t, [c]);
    await lowerIndex(db, t, 'name');
    await lowerIndex(db, t, 'reference');
  });
  await createRecordTable(db, 'learners', LEARNERS_COLUMNS, async (t) => {
    await sql`alter table learners add column school_id integer references schools(id) on delete set null`.execute(db);
    for (const c of ['school_id', 'sex', 'current_level']) await index(db, t, [c]);
    await lowerIndex(db, t, 'last_name');
    await lowerIndex(db, t, 'first_name');
  });
  await createRecordTable(db, 'staff', STAFF_COLUMNS, async (t) => {
    await sql`alter table staff add column school_id integer references schools(id) on delete set null`.execute(db);
    for (const c of ['school_id', 'sex', 'type_of_staff', 'role']) await index(db, t, [c]);
    await lowerIndex(db, t, 'full_name');
  });
  await createRecordTable(db, 'households', HOUSEHOLDS_COLUMNS, async (t) => {
    await sql`alter table households add column community_id integer references communities(id) on delete set null`.execute(db);
    for (const c of ['community_id', 'household_income', 'marital_status', 'has_school_age_children']) await index(db, t, [c]);
    await lowerIndex(db, t, 'household_head');
  });
  await createRecordTable(db, 'oos_children', OOS_CHILDREN_COLUMNS, async (t) => {
    await sql`alter table oos_children add column household_id integer references households(id) on delete set null`.execute(db);
    await sql`alter table oos_children add column community_id integer references communities(id) on delete set null`.execute(db);
    for (const c of ['household_id', 'community_id', 'sex', 'category', 'reason', 'disability', 'interest_in_enrolling', 'living_with', 'age'])
      await index(db, t, [c]);
    await lowerIndex(db, t, 'last_name');
    await lowerIndex(db, t, 'first_name');
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['oos_children', 'households', 'staff', 'learners', 'communities', 'schools']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
