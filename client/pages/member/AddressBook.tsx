// The member's address book on the personal details page: the saved delivery addresses, the default
// one marked (the checkout fills its form from it), each changed, removed or made the default, and a
// new one added under the checkout's rules until the book holds its most.
import { useLingui } from "@lingui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { MEMBER_ADDRESSES_MAX } from "../../../shared/rules/field-limits.ts";
import { countryNamed } from "../../../shared/rules/countries.ts";
import type { MemberAddress } from "../../../shared/schemas/member.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useMemberAddresses } from "../../app/useMemberAddresses.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { DELIVERY_ADDRESS_FIELDS, DeliveryAddressFields } from "../checkout/DeliveryAddressFields.tsx";
import { addressRules } from "./account-forms.ts";
import { type AddressFormValues, addressFormValues, toAddressBody, useAddressBookCalls } from "./address-book.ts";
import { CallProblem } from "./CallProblem.tsx";
import { useAccountForm } from "./useAccountForm.ts";
import "./AccountForms.css";

/** Which form is open: none, a new address, or the address with this id. */
type Editing = null | "new" | string;

export function AddressBook() {
  const { i18n } = useLingui();
  const book = useMemberAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [said, setSaid] = useState<string | null>(null);
  const done = (message: string) => {
    setEditing(null);
    setSaid(message);
  };
  const addresses = book.data ?? [];
  const full = addresses.length >= MEMBER_ADDRESSES_MAX;
  return (
    <section className="account-section" aria-labelledby="address-book-title">
      <h2 id="address-book-title">{i18n._("member.addresses.title")}</h2>
      {book.isError ? <p role="alert">{i18n._("member.addresses.failed")}</p> : null}
      {book.isSuccess && addresses.length === 0 ? <p>{i18n._("member.addresses.empty")}</p> : null}
      {addresses.length > 0 ? (
        <ul className="account-section__list">
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id}>
                <AddressForm
                  address={address}
                  onSaved={() => done(i18n._("member.addresses.saved"))}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <AddressCard key={address.id} address={address} onEdit={() => setEditing(address.id)} onDone={done} />
            ),
          )}
        </ul>
      ) : null}
      {editing === "new" ? (
        <AddressForm address={null} onSaved={() => done(i18n._("member.addresses.saved"))} onCancel={() => setEditing(null)} />
      ) : null}
      {book.isSuccess && editing !== "new" && !full ? (
        <button type="button" className={buttonLinkClass("secondary")} onClick={() => setEditing("new")}>
          {i18n._("member.addresses.add")}
        </button>
      ) : null}
      {full ? <p>{i18n._("member.addresses.full", { max: MEMBER_ADDRESSES_MAX })}</p> : null}
      <p role="status">{said}</p>
    </section>
  );
}

function AddressCard({
  address,
  onEdit,
  onDone,
}: {
  address: MemberAddress;
  onEdit: () => void;
  onDone: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const { countries } = usePageModel();
  const calls = useAddressBookCalls(i18n.locale);
  const { id, ...body } = address;
  const change = useMutation({
    mutationFn: (what: "remove" | "default") =>
      what === "remove" ? calls.remove(id) : calls.save({ ...body, isDefault: true }, id),
    onSuccess: (_answer, what) =>
      onDone(i18n._(what === "remove" ? /*i18n*/ "member.addresses.removed" : /*i18n*/ "member.addresses.default-saved")),
  });
  const country = countryNamed(countries, address.countryCode)?.countryName ?? address.countryCode;
  const named = <span className="visually-hidden"> {address.line1}</span>;
  return (
    <li className="member-page__card">
      <p>
        {`${address.firstName} ${address.lastName}`}
        <br />
        {address.line1}
        <br />
        {`${address.postalCode} ${address.city}, ${country}`}
        <br />
        {address.phoneNumber}
      </p>
      {address.isDefault ? <p>{i18n._("member.addresses.default")}</p> : null}
      <div className="account-form__actions">
        <button type="button" className={buttonLinkClass("secondary")} onClick={onEdit}>
          {i18n._("member.addresses.edit")}
          {named}
        </button>
        {address.isDefault ? null : (
          <button
            type="button"
            className={buttonLinkClass("secondary")}
            disabled={change.isPending}
            onClick={() => change.mutate("default")}
          >
            {i18n._("member.addresses.make-default")}
            {named}
          </button>
        )}
        <button
          type="button"
          className={buttonLinkClass("secondary")}
          disabled={change.isPending}
          onClick={() => change.mutate("remove")}
        >
          {i18n._("member.addresses.remove")}
          {named}
        </button>
      </div>
      <CallProblem error={change.error} />
    </li>
  );
}

function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: MemberAddress | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const { countries } = usePageModel();
  const calls = useAddressBookCalls(language);
  const { form, call, submit } = useAccountForm({
    rules: addressRules,
    initial: () => addressFormValues(address, language, countries),
    fields: DELIVERY_ADDRESS_FIELDS,
    send: (values: AddressFormValues) => calls.save(toAddressBody(values), address?.id),
    onSent: onSaved,
  });
  const title = address ? i18n._("member.addresses.editing") : i18n._("member.addresses.new");
  return (
    <form className="account-form member-page__card" noValidate onSubmit={submit} aria-label={title}>
      <DeliveryAddressFields form={form} />
      <label>
        <input
          type="checkbox"
          name="isDefault"
          checked={form.values.isDefault}
          onChange={(event) => form.change("isDefault", event.target.checked)}
        />{" "}
        {i18n._("member.addresses.is-default")}
      </label>
      <div className="account-form__actions">
        <button type="submit" className={buttonLinkClass("primary")} disabled={call.isPending}>
          {i18n._("member.addresses.save")}
        </button>
        <button type="button" className={buttonLinkClass("secondary")} onClick={onCancel}>
          {i18n._("member.addresses.cancel")}
        </button>
      </div>
      <CallProblem error={call.error} />
    </form>
  );
}
