// The embedded account system's profile widget, in the shape of Lightning Out (spec 001 §4 "My account"):
// $Lightning.use(app, callback, endpoint) then $Lightning.createComponent(type, attributes, locator,
// callback). It renders the member's profile form into the page's container and saves it through the
// endpoint with the short-lived key the page fetched (userIdEncrypted). Plain DOM, no inline styles.
(() => {
  const TEXTS = {
    fi: {
      title: "Profiili",
      firstName: "Etunimi",
      lastName: "Sukunimi",
      email: "Sähköposti",
      phone: "Puhelinnumero",
      street: "Katuosoite",
      postalCode: "Postinumero",
      city: "Postitoimipaikka",
      country: "Maa",
      save: "Tallenna",
      saved: "Tiedot tallennettu.",
      failed: "Tietoja ei voitu tallentaa. Yritä uudelleen.",
    },
    en: {
      title: "Profile",
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone number",
      street: "Street address",
      postalCode: "Postal code",
      city: "City",
      country: "Country",
      save: "Save",
      saved: "Your details are saved.",
      failed: "Your details could not be saved. Try again.",
    },
    sv: {
      title: "Profil",
      firstName: "Förnamn",
      lastName: "Efternamn",
      email: "E-post",
      phone: "Telefonnummer",
      street: "Gatuadress",
      postalCode: "Postnummer",
      city: "Ort",
      country: "Land",
      save: "Spara",
      saved: "Dina uppgifter är sparade.",
      failed: "Dina uppgifter kunde inte sparas. Försök igen.",
    },
  };
  const FIELDS = [
    ["firstName", "given-name", true],
    ["lastName", "family-name", true],
    ["phone", "tel", false],
    ["street", "street-address", false],
    ["postalCode", "postal-code", false],
    ["city", "address-level2", false],
    ["country", "country", false],
  ];
  let endpoint = "";

  function element(tag, attributes = {}, text = "") {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    if (text) node.textContent = text;
    return node;
  }

  async function call(key, method, body) {
    const response = await fetch(`${endpoint}/profile`, {
      method,
      headers: { accept: "application/json", "content-type": "application/json", "x-widget-user": key },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`The profile call answered ${response.status}`);
    return response.json();
  }

  function render(container, profile, attributes) {
    const t = TEXTS[attributes.language] || TEXTS.en;
    const form = element("form", { class: "profile-widget__form", "aria-labelledby": "profile-widget-title", novalidate: "" });
    form.append(element("h2", { id: "profile-widget-title", class: "profile-widget__title" }, t.title));
    const email = element("p", { class: "profile-widget__email" });
    email.append(element("span", { class: "profile-widget__label" }, `${t.email}: `), document.createTextNode(profile.email));
    form.append(email);
    for (const [name, autocomplete, required] of FIELDS) {
      const id = `profile-widget-${name}`;
      const field = element("div", { class: "profile-widget__field" });
      field.append(element("label", { for: id }, t[name]));
      const input = element("input", { id, name, type: name === "phone" ? "tel" : "text", autocomplete, maxlength: "255" });
      if (required) input.required = true;
      input.value = profile[name] || (name === "country" ? attributes.defaultCountryCode || "" : "");
      field.append(input);
      form.append(field);
    }
    const status = element("p", { class: "profile-widget__status", role: "status" });
    const save = element("button", { type: "submit", class: "button-link button-link--primary" }, t.save);
    form.append(save, status);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const values = Object.fromEntries(FIELDS.map(([name]) => [name, form.elements[name].value.trim()]));
      save.setAttribute("aria-disabled", "true");
      status.textContent = "";
      try {
        await call(attributes.userIdEncrypted, "POST", values);
        status.textContent = t.saved;
      } catch {
        status.textContent = t.failed;
      } finally {
        save.removeAttribute("aria-disabled");
      }
    });
    container.replaceChildren(form);
  }

  window.$Lightning = {
    use(_app, callback, lightningEndPointURI) {
      endpoint = String(lightningEndPointURI || "").replace(/\/+$/, "");
      callback();
    },
    createComponent(_type, attributes, locator, callback) {
      const container = document.getElementById(locator);
      if (!container) {
        callback(null, "ERROR", `No element with id ${locator}`);
        return;
      }
      call(attributes.userIdEncrypted, "GET")
        .then((profile) => {
          render(container, profile, attributes);
          callback(container.firstChild, "SUCCESS", "");
        })
        .catch((error) => callback(null, "ERROR", String(error?.message)));
    },
  };
})();
