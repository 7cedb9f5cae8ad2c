import { describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES, type AddressInput } from '@haat/contract/addresses/addresses.schemas';
import { insertTestStore, logIn, type TestStore } from '#src/modules/identity/identity-test-kit.ts';
import { createTestApp } from '#src/testing/test-app.ts';

// Every test logs in a new shopper from one address: lift the per-address OTP cap.
const context = await createTestApp({ otpSendsPerIpPerHour: 10_000 });
const { app } = context;
const storeA = await insertTestStore(context.database.db, 'Store A');
const storeB = await insertTestStore(context.database.db, 'Store B');

interface Shopper {
  store: TestStore;
  customerId: string;
  token: string;
}

async function newShopper(store = storeA): Promise<Shopper> {
  const session = await logIn(app, store);
  return { store, customerId: session.customerId, token: session.accessToken };
}

const home = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.com',
  address: '12, 4th Cross, Jayanagar 3rd Block',
  city: 'Bengaluru',
  landmark: 'Near the park',
  state: 'Karnataka',
  country: 'India',
  pin: '560011',
  addressType: 'Home',
  ...overrides,
});

const post = (shopper: Shopper, action: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/addresses/${action}`,
    headers: { authorization: `Bearer ${shopper.token}` },
    payload: { storeId: shopper.store.storeId, ...body },
  });

const list = (shopper: Shopper, customerId = shopper.customerId) =>
  app.inject({
    method: 'GET',
    url: `/api/addresses/${customerId}?storeId=${shopper.store.storeId}&orgId=${shopper.store.orgId}`,
    headers: { authorization: `Bearer ${shopper.token}` },
  });

async function withAddresses(...names: string[]): Promise<Shopper> {
  const shopper = await newShopper();
  for (const name of names) expect((await post(shopper, 'add', { address: home({ name }) })).statusCode).toBe(200);
  return shopper;
}

const names = (body: { addressList: { name: string }[] }) => body.addressList.map((address) => address.name);

describe('GET /api/addresses/:customerId', () => {
  it('answers an empty list with no default for a new customer', async () => {
    const shopper = await newShopper();
    const response = await list(shopper);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ addressList: [], defaultAddressIndex: null });
  });

  it("answers 404 for another customer's addresses, in the same store or another", async () => {
    const owner = await withAddresses('Owner');
    const sameStore = await newShopper(storeA);
    const otherStore = await newShopper(storeB);
    for (const intruder of [sameStore, otherStore]) {
      const response = await list(intruder, owner.customerId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body).not.toContain('Owner');
    }
  });

  it('answers 403 without a token, 404 when storeId or orgId are not the token’s (decision 003)', async () => {
    const shopper = await newShopper();
    const anonymous = await app.inject({ method: 'GET', url: `/api/addresses/${shopper.customerId}` });
    expect(anonymous.statusCode).toBe(403);
    for (const query of [`storeId=${storeB.storeId}`, `storeId=${storeA.storeId}&orgId=${storeB.orgId}`]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/addresses/${shopper.customerId}?${query}`,
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('POST /api/addresses/add', () => {
  it('stores the address, normalised, and makes the first one the default', async () => {
    const shopper = await newShopper();
    const response = await post(shopper, 'add', {
      address: home({ mobile: '+91 98765 43210', email: '', landmark: '  ', name: '  Asha Rao ' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      addressList: [{ ...home(), mobile: '9876543210', email: null, landmark: null }],
      defaultAddressIndex: 0,
    });
    const second = await post(shopper, 'add', { address: home({ name: 'Office', addressType: 'Office' }) });
    expect(second.json()).toMatchObject({ defaultAddressIndex: 0 });
    expect(names(second.json())).toEqual(['Asha Rao', 'Office']);
    expect((await list(shopper)).json()).toEqual(second.json());
  });

  it.each([
    ['pin', { pin: '5600' }, 'Please enter a valid Pincode'],
    ['pin with letters', { pin: '56001a' }, 'Please enter a valid Pincode'],
    ['missing pin', { pin: undefined }, 'Pincode is required'],
    ['mobile', { mobile: '98765' }, 'Please enter a valid Mobile No'],
    ['empty mobile', { mobile: '' }, 'Mobile No is required'],
    ['missing name', { name: undefined }, 'Name is required'],
    ['blank city', { city: '   ' }, 'City is required'],
    ['missing state', { state: undefined }, 'State is required'],
    ['missing country', { country: undefined }, 'Country is required'],
    ['missing address', { address: undefined }, 'Address is required'],
    ['missing type', { addressType: undefined }, 'Address Type is required'],
    ['unknown type', { addressType: 'Hostel' as never }, 'Address Type is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid Email'],
    ['long name', { name: 'x'.repeat(101) }, 'Name exceeds maximum length'],
    ['long landmark', { landmark: 'x'.repeat(201) }, 'Landmark exceeds maximum length'],
  ])('answers 400 for an invalid %s with the form message', async (_case, change, message) => {
    const shopper = await newShopper();
    const response = await post(shopper, 'add', { address: home(change) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(response.json().message).toContain(message);
    expect((await list(shopper)).json().addressList).toEqual([]);
  });

  it(`refuses more than ${MAX_SAVED_ADDRESSES} addresses with 409`, async () => {
    const shopper = await withAddresses(...Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) => `A${index}`));
    const response = await post(shopper, 'add', { address: home() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: `You can save at most ${MAX_SAVED_ADDRESSES} addresses`,
    });
  });

  it("answers 404 for a body storeId or orgId that is not the token's, and adds nothing", async () => {
    const shopper = await newShopper();
    for (const scope of [{ storeId: storeB.storeId }, { orgId: storeB.orgId }]) {
      const response = await post(shopper, 'add', { address: home(), ...scope });
      expect(response.statusCode, JSON.stringify(scope)).toBe(404);
    }
    expect((await list(shopper)).json().addressList).toEqual([]);
  });
});

describe('POST /api/addresses/update', () => {
  it('replaces the address at the index, keeping its place and the default', async () => {
    const shopper = await withAddresses('First', 'Second', 'Third');
    const response = await post(shopper, 'update', {
      addressIndex: 1,
      address: home({ name: 'Changed', pin: '110001' }),
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['First', 'Changed', 'Third']);
    expect(response.json().addressList[1].pin).toBe('110001');
    expect(response.json().defaultAddressIndex).toBe(0);
  });

  it('answers 404 with a message for an index past the end, and 400 for a negative one', async () => {
    const shopper = await withAddresses('Only');
    const past = await post(shopper, 'update', { addressIndex: 1, address: home() });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ code: 'NOT_FOUND', message: 'Address not found' });
    const negative = await post(shopper, 'update', { addressIndex: -1, address: home() });
    expect(negative.statusCode).toBe(400);
  });

  it('validates the address like add', async () => {
    const shopper = await withAddresses('Only');
    const response = await post(shopper, 'update', { addressIndex: 0, address: home({ mobile: '12345678901' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter a valid Mobile No');
  });
});

describe('POST /api/addresses/remove', () => {
  it('removes by index and later addresses move up', async () => {
    const shopper = await withAddresses('First', 'Second', 'Third');
    await post(shopper, 'set-default', { addressIndex: 2 });
    const response = await post(shopper, 'remove', { addressIndex: 1 });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['First', 'Third']);
    expect(response.json().defaultAddressIndex).toBe(1);
  });

  it('moves the default to index 0 when the default is removed, and to null when none is left', async () => {
    const shopper = await withAddresses('First', 'Second', 'Third');
    await post(shopper, 'set-default', { addressIndex: 1 });
    const afterDefault = await post(shopper, 'remove', { addressIndex: 1 });
    expect(afterDefault.json()).toMatchObject({ defaultAddressIndex: 0 });
    expect(names(afterDefault.json())).toEqual(['First', 'Third']);
    const afterFirst = await post(shopper, 'remove', { addressIndex: 0 });
    expect(afterFirst.json()).toMatchObject({ defaultAddressIndex: 0 });
    expect(names(afterFirst.json())).toEqual(['Third']);
    const empty = await post(shopper, 'remove', { addressIndex: 0 });
    expect(empty.json()).toEqual({ addressList: [], defaultAddressIndex: null });
    expect((await post(shopper, 'remove', { addressIndex: 0 })).statusCode).toBe(404);
  });

  it('makes an address added after the list emptied the default again', async () => {
    const shopper = await withAddresses('Gone');
    await post(shopper, 'remove', { addressIndex: 0 });
    const response = await post(shopper, 'add', { address: home({ name: 'New' }) });
    expect(response.json()).toMatchObject({ defaultAddressIndex: 0 });
    expect(names(response.json())).toEqual(['New']);
  });
});

describe('POST /api/addresses/set-default', () => {
  it('marks one address as the default', async () => {
    const shopper = await withAddresses('First', 'Second');
    const response = await post(shopper, 'set-default', { addressIndex: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ defaultAddressIndex: 1 });
    expect((await list(shopper)).json()).toMatchObject({ defaultAddressIndex: 1 });
    expect((await post(shopper, 'set-default', { addressIndex: 2 })).statusCode).toBe(404);
  });

  it("changes only the caller's own addresses", async () => {
    const owner = await withAddresses('Owner 1', 'Owner 2');
    const other = await withAddresses('Other');
    await post(other, 'set-default', { addressIndex: 0 });
    await post(other, 'remove', { addressIndex: 0 });
    expect((await list(owner)).json()).toMatchObject({ defaultAddressIndex: 0 });
    expect(names((await list(owner)).json())).toEqual(['Owner 1', 'Owner 2']);
  });
});

describe('concurrent changes', () => {
  it('keep every address and one default when adds and removes race', async () => {
    const shopper = await withAddresses('Seed 1', 'Seed 2');
    const adds = Array.from({ length: 8 }, (_, index) =>
      post(shopper, 'add', { address: home({ name: `Race ${index}` }) }),
    );
    const removes = [post(shopper, 'remove', { addressIndex: 0 })];
    const responses = await Promise.all([...adds, ...removes]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(9).fill(200));
    const final = (await list(shopper)).json();
    expect(final.addressList).toHaveLength(9);
    expect(final.defaultAddressIndex).toBe(0);
    expect(new Set(names(final)).size).toBe(9);
  });
});
