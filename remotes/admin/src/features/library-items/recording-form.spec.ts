import { EMPTY_RECORDING_FORM, recordingFormChanged, recordingFormErrors, recordingFormOf } from './recording-form';
import { RECORDING } from './fixtures';

describe('recordingFormErrors', () => {
  it('finds nothing wrong with a saved recording', () => {
    expect(recordingFormErrors(recordingFormOf(RECORDING))).toEqual({});
  });

  it('names each field the service would refuse', () => {
    expect(recordingFormErrors({ ...EMPTY_RECORDING_FORM, title: ' ', slug: 'Not A Slug' })).toEqual({
      title: 'Give the recording a title.',
      slug: 'Use lower-case letters and digits in words joined by hyphens, not digits alone.',
      speaker: 'Name who speaks.',
      recordedOn: 'Give the day it was recorded.',
    });
  });
});

describe('recordingFormChanged', () => {
  it('sees a change, but not whitespace the save would trim', () => {
    const form = recordingFormOf(RECORDING);
    expect(recordingFormChanged(form, RECORDING)).toBe(false);
    expect(recordingFormChanged({ ...form, title: `${form.title} ` }, RECORDING)).toBe(false);
    expect(recordingFormChanged({ ...form, speaker: 'Tomás Reinholt' }, RECORDING)).toBe(true);
  });
});
