import { describe, expect, it } from 'vitest';
import { berthMeta, consumerMeta, dataSourceMeta, defineEntity } from '@meiyun/shared';
import { bindEntity } from '../src/core/crud/binding';
import { coalBerth } from '../src/modules/coal/berth/table';
import { coalPort } from '../src/modules/coal/port/table';
import { coalSupplier } from '../src/modules/coal/supplier/table';
import { sysDataSource } from '../src/modules/sys/data-source/table';

/**
 * A declaration and its table are tied by `tsc` (`BindingMismatch` in core/crud/binding.ts): each `@ts-expect-error`
 * below is a binding the compiler must refuse, so `tsc -p server` fails when the check stops refusing it. They are
 * in a function never called; the test runs the ones the start-up check refuses too.
 */
const misspelt = defineEntity({ ...berthMeta, fields: [...berthMeta.fields, { name: 'tonageT', label: '吨级', type: 'decimal' }] });

function compileOnly() {
  // The declaration and the table it names: compiles.
  bindEntity({ meta: berthMeta, table: coalBerth });
  // A field with no column of that property name.
  // @ts-expect-error fieldWithoutColumn: 'tonageT'
  bindEntity({ meta: misspelt, table: coalBerth });
  // Another entity's table.
  // @ts-expect-error fieldWithoutColumn: 'portId' | 'tonnageT'
  bindEntity({ meta: berthMeta, table: coalPort });
  // A table holding every field but not the one the declaration names (a supplier has all a consumer's columns).
  // @ts-expect-error wrongTable: coal_consumer declared, coal_supplier bound
  bindEntity({ meta: consumerMeta, table: coalSupplier });
  // A field without a column is declared so (the data source's password is sealed into passwordEnc by a hook) ...
  bindEntity({ meta: dataSourceMeta, table: sysDataSource, columns: { password: null }, secretColumns: ['passwordEnc'] });
  // ... or refused.
  // @ts-expect-error fieldWithoutColumn: 'password'
  bindEntity({ meta: dataSourceMeta, table: sysDataSource });
  // A `columns` entry must name a field, and map it to a column of the table.
  // @ts-expect-error columnsEntryForNoField: 'pasword'
  bindEntity({ meta: dataSourceMeta, table: sysDataSource, columns: { password: null, pasword: null } });
  // @ts-expect-error 'passwordHash' is no column of sys_data_source
  bindEntity({ meta: dataSourceMeta, table: sysDataSource, columns: { password: 'passwordHash' } });
  // @ts-expect-error a secret column must be a column of the table
  bindEntity({ meta: dataSourceMeta, table: sysDataSource, columns: { password: null }, secretColumns: ['passwordHash'] });
}

describe('binding a declaration to its table', () => {
  it('is checked by tsc (the cases above); what gets past a cast still throws at start', () => {
    expect(compileOnly).toBeTypeOf('function');
    expect(() => bindEntity({ meta: misspelt, table: coalBerth } as never)).toThrow('field tonageT has no column tonageT in coal_berth');
    expect(() => bindEntity({ meta: berthMeta, table: coalPort } as never)).toThrow('field portId has no column portId in coal_port');
  });
});
