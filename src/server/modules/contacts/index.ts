// The contacts module: the people a company's agents write to, each with one timeline, and the conversations with them.
export { contactsRoutes } from './contacts-routes'
