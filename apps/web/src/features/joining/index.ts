export { JoinRequestsPanel } from './components/JoinRequestsPanel';
export { JoinLinkCard } from './components/JoinLinkCard';
export { MyJoinRequests } from './components/MyJoinRequests';
export { useJoinRequests } from './api/useJoining';
