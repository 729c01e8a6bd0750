import type { Writer } from '../../api/last-writer';
/**
 * The record form's types: its options, the report of a save and a conflict
 * waiting for the user's choice. Apart from the hooks so that the form and its
 * save share them without importing each other.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { WriteResult } from '../../api/client';
import type { SectionRefs } from '../content-sections/section-references';
import type { SectionHost } from '../content-sections/section-needs';
import type { FieldLabels } from './merge-wording';
import type { FieldConflict, SectionConflict } from '../../api/three-way-merge';
import type { LatestQuery } from './use-read-before-write';

type ReadSection = { type: string; data: Record<string, unknown> };

/** What a save answered, shown next to the form. */
export type RecordSaveReport = {
  created: boolean;
  warnings: string[];
  ignoredFields: string[];
  /** Warnings shown on the content section each names. */
  sectionWarnings: string[];
  /** The service's account of what changed, when it gives one. */
  changes?: Record<string, unknown>;
  /** Labels of the fields changed elsewhere that the save kept (read before write). */
  keptElsewhere?: string[];
  /** Who made the kept changes, when the team's log could say. */
  keptBy?: Writer | null;
};

/** The same field (or content section) changed here and elsewhere: nothing is sent until each has a choice. */
export type RecordConflict = { fields: FieldConflict[]; sections: SectionConflict[]; labels: FieldLabels; by: Writer | null };
export type ConflictChoices = { fields: Record<string, 'mine' | 'theirs'>; sections: ('mine' | 'theirs')[] };


export type RecordFormOptions<V extends FieldValues, R, D, K extends QueryKey = QueryKey> = {
  /** The draft's name in this tab, e.g. `session:<id>` or `session:new`. */
  draftKey: string;
  /** The base version: the record as loaded (undefined for a new record). */
  record: R | undefined;
  idOf: (record: R) => string;
  toValues: (record: R | undefined) => V;
  /** The write body's fields (no id, no sections); its keys are what "changed" is measured on. */
  toBody: (values: V) => Record<string, unknown>;
  resolver?: Resolver<V>;
  /** The form's checks beyond the resolver, with form paths (run before anything is sent). */
  check?: (values: V, isNew: boolean) => { path: string; message: string }[];
  /** Content sections edited with the record. */
  sections?: {
    of: (record: R | undefined) => readonly ReadSection[] | undefined;
    refs: SectionRefs;
    /** The record as the form holds it now, for the checks that look across (a session's times, polls and Q&A switches). */
    host?: (values: V) => SectionHost;
  };
  /** The form path a field named by the service sits at (default: the name itself). */
  formPathOf?: (field: string) => string;
  /** Sends the body (`documentId` included on an edit). */
  save: (body: Record<string, unknown>) => Promise<WriteResult<D>>;
  /** The saved record's id from the save's answer. */
  savedIdOf: (data: D) => string;
  /** The record's detail query from the area's factory: watched while editing, read again before an edit is sent. */
  latest: LatestQuery<R, K>;
  /** The record kind in words ("session"), for the words of a failed re-read (default "record"). */
  what?: string;
  /** Plain labels of write-body fields the default wording gets wrong (`startTime` reads "Start time" already). */
  labels?: FieldLabels;
  /** Reads the record again after an edit (the new base version). */
  reload: (id: string) => Promise<R | null | undefined>;
  /** A new record was created: the page moves to its address. */
  onCreated: (id: string, report: RecordSaveReport) => void;
  /** An edit was saved (or there was nothing to send). */
  onSaved?: (report: RecordSaveReport) => void;
  /** The report carried over from the create that led here. */
  initialReport?: RecordSaveReport;
};
