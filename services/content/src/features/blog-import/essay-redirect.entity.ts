import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An old address of an imported post (in the form `oldAddressKey` gives), answering 301 to its essay. */
@Entity({ name: 'essay_redirects' })
export class EssayRedirectEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'from_path', type: 'varchar', length: 500, unique: true })
  fromPath: string;

  @Column({ name: 'essay_id', type: 'integer' })
  essayId: number;
}
