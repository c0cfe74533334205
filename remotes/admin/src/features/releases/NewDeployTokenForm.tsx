import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DEPLOY_TOKEN_NAME_MAX, REMOTE_NAMES, type CreatedDeployToken, type RemoteName } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { NewTokenNotice } from './NewTokenNotice';
import { createDeployTokenMutation } from './api/create-deploy-token';

/** Makes a token for one remote, then shows it the one time it can be seen. */
export function NewDeployTokenForm() {
  const remoteId = useId();
  const [remote, setRemote] = useState<RemoteName>(REMOTE_NAMES[0]);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<CreatedDeployToken | null>(null);
  const create = useMutation(createDeployTokenMutation());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!name.trim()) {
      setProblem('Name the token after who uses it, such as “games CI”.');
      return;
    }
    create.mutate(
      { remote, name: name.trim() },
      {
        onSuccess: (token) => {
          setMade(token);
          setName('');
        },
        onError: (failure) => setProblem(serverMessage(failure)),
      },
    );
  };

  return (
    <>
      {made ? <NewTokenNotice key={made.id} token={made} onDone={() => setMade(null)} /> : null}
      <form className="admin-deploy-token-form" aria-label="New deploy token" onSubmit={submit} noValidate>
        <h3>New deploy token</h3>
        <div className="admin-select">
          <label htmlFor={remoteId}>Remote</label>
          <select id={remoteId} value={remote} onChange={(event) => setRemote(event.target.value as RemoteName)}>
            {REMOTE_NAMES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Name"
          hint="Who uses it, such as “games CI”."
          value={name}
          maxLength={DEPLOY_TOKEN_NAME_MAX}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <div>
          <Button type="submit" size="sm" disabled={create.isPending}>
            {create.isPending ? 'Making…' : 'Make token'}
          </Button>
        </div>
        <FormAlert message={problem} />
      </form>
    </>
  );
}
